import { EnvironmentOutlined } from '@ant-design/icons';

/** An artist's title, and their city with a pin where they gave one. */
export function ArtistTitle({
  title,
  city,
  classes,
}: {
  title: string;
  city: string | null | undefined;
  classes: Partial<Record<'title' | 'city', string>>;
}) {
  return (
    <p className={classes.title}>
      <span>{title}</span>
      {city ? (
        <span className={classes.city}>
          <EnvironmentOutlined aria-hidden="true" />
          {city}
        </span>
      ) : null}
    </p>
  );
}
