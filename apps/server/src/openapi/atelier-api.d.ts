// The OpenAPI document as TypeScript types, written by `npm run -w apps/server openapi`
// (openapi-typescript). Do not edit: a test fails when the document has moved on.
export interface paths {
    "/api/index/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banners of one position of the site, in display order */
        get: operations["banner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's own story for the about page */
        get: operations["company"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/getLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Footer links, grouped */
        get: operations["getLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/productCategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product categories, optionally of one mall */
        get: operations["productCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/shopConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's public settings */
        get: operations["shopConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's lines of business */
        get: operations["business"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/idea": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the studio believes in and works by */
        get: operations["idea"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/city": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The city the studio lives in, and its places there */
        get: operations["city"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/founder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's founder */
        get: operations["founder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Works shown in the studio's gallery, paged, in display order */
        get: operations["gallery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/coreTeam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's core team, in display order */
        get: operations["coreTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How a work is made at the studio, process by process */
        get: operations["process"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/processInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One process with its steps */
        get: operations["processInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/technology": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The technologies the studio builds with */
        get: operations["technology"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/technologyInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One technology in full */
        get: operations["technologyInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/newsList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News of the studio, newest first, paged */
        get: operations["newsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/newsInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One news article, with its neighbours for reading on */
        get: operations["newsInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/richText": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A text the studio keeps: agreement, privacy policy, convention, rules, about texts */
        get: operations["richText"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/mr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's mixed-reality experiences */
        get: operations["mr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/joinUs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open positions, newest first, paged; optionally of one kind */
        get: operations["joinUs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/joinUsInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One open position in full */
        get: operations["joinUsInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/joinUsQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The questionnaire of an open position, in order; options only on choice questions */
        get: operations["joinUsQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/joinUserCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An application to an open position: one per mobile per position, answers checked against its questionnaire, an optional resume uploaded before with `resumeUpload` */
        post: operations["joinUserCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/resumeUpload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Multipart upload of a resume: a PDF (recognised by its content) of at most 10 MB, in the form field `file`. Kept private: only the studio reads it, through the application. */
        post: operations["resumeUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/productList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products on sale, filtered, sorted and paged */
        get: operations["productList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/productInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with everything its detail page shows */
        get: operations["productInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/productCollection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a product to favourites or removes it */
        post: operations["productCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/productCollectionList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s favourite products, newest first */
        get: operations["productCollectionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/art": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio’s artworks showcase, newest first */
        get: operations["art"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/artisan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio’s artists, in display order */
        get: operations["artisan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/myArtisanInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One artist: bio, works, counts and the signed-in user’s like and follow */
        get: operations["myArtisanInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/artisanLike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Likes an artist or takes the like back */
        post: operations["artisanLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/artisanCollection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follows an artist or unfollows them */
        post: operations["artisanCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/myArtisan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The artists the signed-in user follows, most recently followed first */
        get: operations["myArtisan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a six-digit SMS code for an event. At most one per number a minute and ten a day; `verify` and `changemobile` need a signed-in user */
        post: operations["send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a customer account with a code sent for `register`, and signs it in */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with a username or mobile and a password. `scope: admin` (the administrator tab) admits administrators only */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/mobileLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with a code sent for `mobilelogin` */
        post: operations["mobileLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/resetPwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with a code sent for `resetpwd`; every session ends */
        post: operations["resetPwd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the current session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/passwordUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password; every other session ends */
        post: operations["passwordUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/mobileVerify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Step one of rebinding the phone: a code sent for `verify` to the current phone proves identity and yields a ticket valid ten minutes */
        post: operations["mobileVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/mobileUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Step two of rebinding the phone: the ticket and a code sent for `changemobile` to the new phone; every other session ends */
        post: operations["mobileUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/userInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["userInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/userInfoUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes nickname, gender or birthday; fields left out stay as they are */
        post: operations["userInfoUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/avatarUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes one of your uploaded images your avatar, scaled to a square of at most 512 px */
        post: operations["avatarUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/userCenter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The personal-centre summary: profile, points and order counts by status */
        get: operations["userCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Multipart upload of one image (JPEG, PNG, WebP or GIF, recognised by content) of at most 5 MB, in the form field `file` */
        post: operations["upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/qrLoginCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opens a QR-code login ticket valid two minutes. The `ticket` goes into the QR code; the `secret` stays with the waiting page, which alone can collect the session */
        post: operations["qrLoginCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/qrLoginPoll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The waiting page asks how its ticket stands; once confirmed, the first poll receives the session and the ticket is used up */
        post: operations["qrLoginPoll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/qrLoginScan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in phone opens a ticket and sees who is asking */
        post: operations["qrLoginScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/qrLoginConfirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in phone approves or turns down the sign-in */
        post: operations["qrLoginConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/buyCarCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a product to the cart; a product already there gets the quantity added */
        post: operations["buyCarCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/buyCarList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s cart, newest line first, with current prices and stock */
        get: operations["buyCarList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/buyCarUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the quantity of one cart line (bounded by stock) */
        post: operations["buyCarUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/buyCarDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes one or more cart lines of the signed-in user */
        post: operations["buyCarDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/addressCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an address (at most 20); the first one becomes the default */
        post: operations["addressCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/userAddressList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s addresses, the default first */
        get: operations["userAddressList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/userAddressInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user’s addresses */
        get: operations["userAddressInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/userAddressUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes an address; `is_default` true makes it the default */
        post: operations["userAddressUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/userAddressDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes an address; when it was the default, the newest other one becomes it */
        post: operations["userAddressDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/confirmOrderInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the order confirmation page shows, before an order exists */
        get: operations["confirmOrderInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/shipFee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipping fee of goods worth `amount` in a mall, by the shop’s rules */
        get: operations["shipFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/orderCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an order from cart lines or a buy-now, taking the stock */
        post: operations["orderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/orderPay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pays an order with points (settled at once) or opens a cash payment session */
        post: operations["orderPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/payRemind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is left to pay on an order, and for how long */
        get: operations["payRemind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/cashierInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox cashier: what a payment session of the buyer’s own order asks for */
        get: operations["cashierInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/cashierSubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sandbox cashier’s buttons: pay, or fail, a session of the buyer’s own unpaid order before its deadline */
        post: operations["cashierSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/orderList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s orders, newest first, by status and time range */
        get: operations["orderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/orderInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user’s orders with everything its page shows */
        get: operations["orderInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/orderCancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels an unpaid order, or refunds and cancels a paid one not yet shipped */
        post: operations["orderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms receipt of a shipped order; a cash order then earns its points */
        post: operations["receipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/orderDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hides a completed or cancelled order from its buyer */
        post: operations["orderDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/orderAddressUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sends an order to another of the buyer’s addresses, once, before shipment */
        get: operations["orderAddressUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/expressInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Carrier, tracking number and tracking events of a shipped order */
        post: operations["expressInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/scoreConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The points rules in force: sign-in, streak table, earning, expiry and levels */
        get: operations["scoreConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/gameConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The points game in force: cost, prizes with their published odds, daily limits */
        get: operations["gameConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in for today (once per day in the shop’s time zone) and earns its points */
        post: operations["sign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/signCalendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A month of the caller’s sign-ins, with today’s state and reward */
        get: operations["signCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/scoreGame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Plays the points game once: the cost is taken and the prize credited in one step. The result is HMAC-SHA256(server seed, client seed + ":" + play number) mapped onto the weights */
        post: operations["scoreGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/gameState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s game: the current commitment, today’s plays and the recent results */
        get: operations["gameState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/gameSeedRotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reveals the current server seed and starts a new one (also happens daily) */
        post: operations["gameSeedRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/gameSeeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s revealed seeds with their plays and the prize tables they used */
        get: operations["gameSeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/dropInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product’s drop: its windows, gates, commitment, counts, my entry and, once drawn, the proof */
        get: operations["dropInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/dropEnter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enters the signed-in customer in a drop: one entry per account and per verified mobile, while entries are open and every gate is met */
        post: operations["dropEnter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/dropMine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My drops, newest entry first: entered, won (time left to buy), moved up, not drawn */
        get: operations["dropMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/dropSeen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks my drop results seen (clears the personal centre’s badge) */
        post: operations["dropSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/rankList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Points earned in the period, the top 100 (ties go to who got there first), and the caller’s own rank when signed in */
        get: operations["rankList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/pointsAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My account: points, level and the progress to the next, points expiring soon */
        get: operations["pointsAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/pointsLedger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My points ledger, newest first, by shop days and reason */
        get: operations["pointsLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Community groups, busiest first, paged; a keyword searches names and descriptions */
        get: operations["group"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group: description, convention, gate, a few members, and where the caller stands (null when signed out) */
        get: operations["groupInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupMembers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group’s members, newest first, paged */
        get: operations["groupMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group’s image gallery, in the studio’s order, paged */
        get: operations["groupImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What joining a group asks: its questions in order and the convention to agree to */
        get: operations["groupQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupContent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group’s visible posts, newest first, paged */
        get: operations["groupContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupComments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post’s visible comments, oldest first, paged */
        get: operations["groupComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupJoinCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applies to join a group: the convention must be agreed to and required questions answered. Approved at once when the group is gated on a product the caller has received (or, for a serial gate, owns a shipped serial of) */
        post: operations["groupJoinCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupConventionAccept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member accepts the group’s current convention (needed to post after it changes) */
        post: operations["groupConventionAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupPostCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member posts text with up to 9 images they uploaded; limited per hour (community settings) */
        post: operations["groupPostCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupPostDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The author deletes their own post */
        post: operations["groupPostDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupPostLike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member likes a post, or takes the like back */
        post: operations["groupPostLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupCommentCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member comments on a post; limited per hour (community settings) */
        post: operations["groupCommentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupCommentDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The author deletes their own comment */
        post: operations["groupCommentDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/groupReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member reports a post, or one of its comments, to the moderators (once each) */
        post: operations["groupReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/myGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The groups I belong to, newest membership first */
        get: operations["myGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/myGroupApplications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My join applications, newest first, with their outcome and reason */
        get: operations["myGroupApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/myGroupPosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My posts in every group, newest first, hidden ones included (marked) */
        get: operations["myGroupPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/communityNotices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My community notices, newest first, worded in the request’s language */
        get: operations["communityNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/communityNoticeRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks my notices read: the given ones, or all */
        post: operations["communityNoticeRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/communityUnread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of my community notices are unread (the header’s badge) */
        get: operations["communityUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/qrCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks a product serial, signed in or not. A wrong check character is refused before any lookup; an unknown serial is refused with the spec’s message. Counts one check per visitor (account, else device, else address) per 24 hours, at most two visitors per address; rate-limited per address, device and account, unknown codes costing more */
        get: operations["qrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/mySerials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The serials I own, newest first */
        get: operations["mySerials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/serialTransferCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner asks for a one-time transfer code for one of their serials, valid 10 minutes; a new one replaces the old. Costs the check’s budget as a check does; a serial not theirs is refused alike whether it exists or not */
        post: operations["serialTransferCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/serialTransferAccept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Another account takes ownership with the serial and its transfer code. Costs the check’s budget as a check does; an unknown, unsold or revoked serial, no code, an expired, used or wrong code (five wrong tries void it) all get the same refusal, whether the serial exists or not */
        post: operations["serialTransferAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/serialReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A customer reports a suspected fake: the code they found (if any), where they bought it, photos they uploaded */
        post: operations["serialReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/dataExportCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Download my data, step one: the password or an SMS code proves who asks; answers a one-time ticket for the zip (JSON and a readable HTML page) at `DATA_ARCHIVE_PATH` */
        post: operations["dataExportCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/accountCancelInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cancel my account, step one: what cancelling loses, the orders that stop it, and the cooling-off period */
        get: operations["accountCancelInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/accountCancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel my account: a code sent for `cancelaccount` to the account’s phone; every session ends, and the account is erased after the cooling-off period unless its owner signs in and restores it */
        post: operations["accountCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auditList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first, filtered by who, target, action and date range
         * @description Staff whose role grants the "audit" permission.
         */
        get: operations["auditList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auditActions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every action the audit trail records, in words, for choosing one to filter by
         * @description Staff whose role grants the "audit" permission.
         */
        get: operations["auditActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/productAdminList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products of both malls, on sale or not, searched, filtered, sorted and paged
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["productAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/productAdminInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every field of a product in both languages, its latest stock movements and history
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["productAdminInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/productSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a product (no id, with its opening stock) or updates one (id)
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["productSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/productPublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts a product on sale or withdraws it
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["productPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stockAdjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds or takes stock with a reason; stock never goes below zero
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["stockAdjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stockMovements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's stock movements, newest first
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["stockMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/productExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered list as a CSV text, columns as the import takes them
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["productExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/productImportPreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads a CSV file of products and says what each row would do, storing nothing
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["productImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/productImport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates and updates every row of a CSV file in one transaction, or none of them
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["productImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categoryAdminList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categories of one mall (or both), in display order
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["categoryAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categorySave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a category (no id) or renames one
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["categorySave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categoryReorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a mall's category order: every category of the mall, first to last
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["categoryReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bannerAdminList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Banners of one position, in display order
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["bannerAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bannerSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a banner (no id) at the end of its position, or updates one
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["bannerSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bannerReorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a position's banner order: every banner of the position, first to last
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["bannerReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bannerDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes a banner
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["bannerDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/artistAdminList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Artists with every field in both languages, searched by name, paged
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["artistAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/artistSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an artist (no id) or updates one
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["artistSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orderAdminList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders of every customer, filtered, sorted and paged on the server
         * @description Staff whose role grants the "orders" permission.
         */
        get: operations["orderAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orderAdminInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with its buyer, tracking, timeline and audit history
         * @description Staff whose role grants the "orders" permission.
         */
        get: operations["orderAdminInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orderShip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks a paid order shipped with its carrier and tracking number, activating the serials entered for its units: the buyer becomes their owner
         * @description Staff whose role grants the "orders" permission.
         */
        post: operations["orderShip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orderTrack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a tracking event to a shipped order
         * @description Staff whose role grants the "orders" permission.
         */
        post: operations["orderTrack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orderShipBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ships orders from a CSV file (`order_no,carrier,tracking_no` with a header row), each row on its own
         * @description Staff whose role grants the "orders" permission.
         */
        post: operations["orderShipBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orderRefund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels an order not yet shipped; a paid one is refunded (points back, cash through the gateway) and its stock returned
         * @description Staff whose role grants the "orders" permission.
         */
        post: operations["orderRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orderExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered order list as a CSV file, at most 50000 rows
         * @description Staff whose role grants the "orders" permission.
         */
        get: operations["orderExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/paymentList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cash payments, newest first, by gateway, status or a number (order, ours, provider’s)
         * @description Staff whose role grants the "payments" permission.
         */
        get: operations["paymentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each day’s check of the providers’ bills against the payments, newest day first
         * @description Staff whose role grants the "payments" permission.
         */
        get: operations["reconciliationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliationInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One day’s check with its mismatches
         * @description Staff whose role grants the "payments" permission.
         */
        get: operations["reconciliationInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliationRun": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks a past day (Beijing time) against a gateway’s bills now, as the morning job does; mismatches already resolved stay resolved
         * @description Staff whose role grants the "payments" permission.
         */
        post: operations["reconciliationRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mismatchResolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks a mismatch resolved with a note of what was done
         * @description Staff whose role grants the "payments" permission.
         */
        post: operations["mismatchResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers, newest first, by name or phone and status
         * @description Staff whose role grants the "customers" permission.
         */
        get: operations["customerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customerInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One account: profile, points, recent orders, favourites, follows and its history
         * @description Staff whose role grants the "customers" permission.
         */
        get: operations["customerInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customerPoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account’s points ledger, newest first
         * @description Staff whose role grants the "customers" permission.
         */
        get: operations["customerPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pointsAdjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds or takes points by hand, with the reason; a balance never goes below zero
         * @description Staff whose role grants the "customers" permission.
         */
        post: operations["pointsAdjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customerDisable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disables an account: its sessions end at once and it can no longer sign in
         * @description Staff whose role grants the "customers" permission.
         */
        post: operations["customerDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customerEnable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lets a disabled account sign in again
         * @description Staff whose role grants the "customers" permission.
         */
        post: operations["customerEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staffList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff accounts and their roles
         * @description Staff whose role grants the "staff" permission.
         */
        get: operations["staffList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staffRoleSet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grants a staff role, or revokes it (role `user`); the last admin stays an admin
         * @description Staff whose role grants the "staff" permission.
         */
        post: operations["staffRoleSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboardStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales, orders, customers and points over the last 7, 30 or 90 days or picked days (shop time)
         * @description Staff whose role grants the "dashboard" permission.
         */
        get: operations["dashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settingsInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current shop settings and the versions saved, newest first
         * @description Staff whose role grants the "settings" permission.
         */
        get: operations["settingsInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settingsSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the shop settings as a new version; orders keep the version they were made under
         * @description Staff whose role grants the "settings" permission.
         */
        post: operations["settingsSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/scoreConfigInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The points rules in force and the versions saved, newest first
         * @description Staff whose role grants the "points" permission.
         */
        get: operations["scoreConfigInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/scoreConfigSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the points rules as a new version; ledger rows name the version they used
         * @description Staff whose role grants the "points" permission.
         */
        post: operations["scoreConfigSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/gameConfigInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The points game’s rules in force and the versions saved, newest first
         * @description Staff whose role grants the "points" permission.
         */
        get: operations["gameConfigInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/gameConfigSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the points game’s rules as a new version; plays name the version they used
         * @description Staff whose role grants the "points" permission.
         */
        post: operations["gameConfigSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pointsLiability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the shop owes in points: outstanding, expiring in 30 days, and per shop day the points issued and redeemed by reason
         * @description Staff whose role grants the "points" permission.
         */
        get: operations["pointsLiability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityGroupList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every group with its waiting applications and open reports, searched and paged
         * @description Staff whose role grants the "community" permission.
         */
        get: operations["communityGroupList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityGroupInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group in full, as its form edits it
         * @description Staff whose role grants the "community" permission.
         */
        get: operations["communityGroupInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityGroupSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a group (without `id`) or saves one: texts in both languages, convention (a new version when its text changes; members accept it before posting again), questions, images, ownership gate
         * @description Staff whose role grants the "community" permission.
         */
        post: operations["communityGroupSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityApplicationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Join applications, oldest waiting first, by status and group
         * @description Staff whose role grants the "community" permission.
         */
        get: operations["communityApplicationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityApplicationDecide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves or refuses applications at once; a refusal needs a preset reason or the staff member’s own, and starts the cooldown. Each applicant gets a notice
         * @description Staff whose role grants the "community" permission.
         */
        post: operations["communityApplicationDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityReportList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reports of posts and comments, oldest open first, by status and group
         * @description Staff whose role grants the "community" permission.
         */
        get: operations["communityReportList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityReportDecide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hides or deletes what reports name (its author gets a notice), or dismisses them; every open report of the same post or comment closes with it
         * @description Staff whose role grants the "community" permission.
         */
        post: operations["communityReportDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityMemberList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A group’s members, newest first, searched by nickname or mobile
         * @description Staff whose role grants the "community" permission.
         */
        get: operations["communityMemberList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityBanList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members banned now, soonest end first, of one group or all
         * @description Staff whose role grants the "community" permission.
         */
        get: operations["communityBanList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityBan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bans a member from a group until a day (they keep reading, cannot post, comment, like or report); they get a notice
         * @description Staff whose role grants the "community" permission.
         */
        post: operations["communityBan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communityUnban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends a ban early
         * @description Staff whose role grants the "community" permission.
         */
        post: operations["communityUnban"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communitySettingsInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The community’s settings: cooldown after a refusal, posts and comments per hour
         * @description Staff whose role grants the "community" permission.
         */
        get: operations["communitySettingsInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communitySettingsSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the community’s settings
         * @description Staff whose role grants the "community" permission.
         */
        post: operations["communitySettingsSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/serialBatchList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Serial batches, newest first, by product and status
         * @description Staff whose role grants the "serials" permission.
         */
        get: operations["serialBatchList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/serialBatchInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One batch with how many of its serials are unsold and owned
         * @description Staff whose role grants the "serials" permission.
         */
        get: operations["serialBatchInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/serialBatchCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issues a batch of N serials for a product, editions 1 to N, each with at least 64 random bits and a check character
         * @description Staff whose role grants the "serials" permission.
         */
        post: operations["serialBatchCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/serialBatchSerials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A batch’s serials in edition order, paged, optionally by state
         * @description Staff whose role grants the "serials" permission.
         */
        get: operations["serialBatchSerials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/serialBatchLabels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every serial of a batch with the address its QR code opens, for the label sheet
         * @description Staff whose role grants the "serials" permission.
         */
        get: operations["serialBatchLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/serialBatchExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A batch as a CSV file: code, edition, total, product number, check address
         * @description Staff whose role grants the "serials" permission.
         */
        get: operations["serialBatchExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/serialBatchRevoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a batch: its serials then check as revoked, with the reason
         * @description Staff whose role grants the "serials" permission.
         */
        post: operations["serialBatchRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orderSerialAttach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activates serials for a shipped order’s units (when they were not entered at shipping): each must be issued, unsold, of a product in the order, no more than its quantity
         * @description Staff whose role grants the "orders" permission.
         */
        post: operations["orderSerialAttach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/serialLookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything about one serial for staff: batch, owners (unmasked), order, checks
         * @description Staff whose role grants the "authenticity" permission.
         */
        get: operations["serialLookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/serialAlertList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Serials checked by many different visitors in a day, newest first
         * @description Staff whose role grants the "authenticity" permission.
         */
        get: operations["serialAlertList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/serialAlertDecide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks alerts as looked at
         * @description Staff whose role grants the "authenticity" permission.
         */
        post: operations["serialAlertDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fakeReportList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers’ reports of suspected fakes, open first then newest
         * @description Staff whose role grants the "authenticity" permission.
         */
        get: operations["fakeReportList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fakeReportDecide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes a report as a confirmed fake or dismissed, with a note
         * @description Staff whose role grants the "authenticity" permission.
         */
        post: operations["fakeReportDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dropList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Drops, newest first, optionally by stage
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["dropList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dropGet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One drop with its counts, and its proof once drawn
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["dropGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dropSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a drop (no id) or edits one; once entries are open only the purchase window and the leftover choice may change, and nothing once drawn
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["dropSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dropDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a drop before its entries open; the product returns to first-come sale
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["dropDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dropEntries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A drop’s entries, newest first before the draw and in drawn order after, by state
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["dropEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dropDraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs the draw of a closed drop now (the job runs it at close otherwise)
         * @description Staff whose role grants the "catalog" permission.
         */
        post: operations["dropDraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dropExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A drop’s entries and results as CSV: place, entry, masked name, state, buy-by, order
         * @description Staff whose role grants the "catalog" permission.
         */
        get: operations["dropExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contentList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Items of one kind: singletons by key, lists in display order (news newest first), searched in either language, paged
         * @description Staff whose role grants the "content" permission.
         */
        get: operations["contentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contentInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item: what the site shows now, the draft if one is saved, and its history
         * @description Staff whose role grants the "content" permission.
         */
        get: operations["contentInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contentSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves an item: a new list item (no key) or changes to one. `publish` puts it on the site (news at its time); otherwise the changes are kept as a draft and the site is unchanged.
         * @description Staff whose role grants the "content" permission.
         */
        post: operations["contentSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contentPublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts an item on the site, with its draft if one is saved
         * @description Staff whose role grants the "content" permission.
         */
        post: operations["contentPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contentUnpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes a list item off the site; it stays in the console as a draft
         * @description Staff whose role grants the "content" permission.
         */
        post: operations["contentUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contentDiscard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Throws away an item’s saved draft; the site is unchanged
         * @description Staff whose role grants the "content" permission.
         */
        post: operations["contentDiscard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contentDelete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes a list item from the site and the console
         * @description Staff whose role grants the "content" permission.
         */
        post: operations["contentDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contentReorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the display order of an ordered list: every item’s key, first to last
         * @description Staff whose role grants the "content" permission.
         */
        post: operations["contentReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/positionList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job postings for editors, newest first, by status
         * @description Staff whose role grants the "content" permission.
         */
        get: operations["positionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/positionInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One posting in both languages with its questionnaire
         * @description Staff whose role grants the "content" permission.
         */
        get: operations["positionInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/positionSave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no id) or replaces a posting and its questionnaire. Questions sent with their id are kept; one left out is retired, so the answers already given to it stay readable
         * @description Staff whose role grants the "content" permission.
         */
        post: operations["positionSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applicationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The applications inbox, newest first, filtered
         * @description Staff whose role grants the "hiring" permission.
         */
        get: operations["applicationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applicationInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One application: its answers beside their questions, résumé, and moves
         * @description Staff whose role grants the "hiring" permission.
         */
        get: operations["applicationInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applicationMove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves an application from the status the staff member saw to the next one, with a note; refused when someone else moved it first
         * @description Staff whose role grants the "hiring" permission.
         */
        post: operations["applicationMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applicationExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered applications as a CSV file, headed in the request’s language
         * @description Staff whose role grants the "hiring" permission.
         */
        get: operations["applicationExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cancellationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts cancelled by their owners and not yet erased, the soonest erasure first
         * @description Staff whose role grants the "privacy" permission.
         */
        get: operations["cancellationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applicationResume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application’s résumé as a PDF attachment
         * @description Staff with the "hiring" permission
         */
        get: operations["applicationResume"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/dataArchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download my data: the zip a one-time ticket opens
         * @description A zip of `data.json`, `index.html` (readable, in `lang`) and `resumes/`. The ticket comes from `dataExportCreate`, works once and for a few minutes.
         */
        get: operations["dataArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Yuan as a decimal string with two places
         * @example 128.00
         */
        MoneyInput: string;
        /**
         * @description Yuan as a decimal string with two places
         * @example 128.00
         */
        Money: string;
        /**
         * @description ISO-8601 with offset
         * @example 2026-05-01T09:30:00+08:00
         */
        Time: string;
        /** @description A text/csv file in UTF-8, its header row first */
        CsvFile: string;
        /** @description A success: `code` 200, `msg` (in the request’s `lang`), and `data`, whose shape is the action’s own. */
        Envelope: {
            /** @enum {integer} */
            code: 200;
            msg: string;
            data: unknown;
        };
        /** @description A refused request (invalid input, a business rule): `msg` says why, for a person, in the request’s `lang`; nothing was changed. */
        Refusal: {
            /** @enum {integer} */
            code: 100;
            msg: string;
            data: null;
            /** @description The input field the refusal is about, when it is about one (a wrong password: `password`), so a form can show the message beside it. */
            field?: string;
        };
        /** @description No token, or an unknown, expired or revoked one, on an action that needs a sign-in: sign in again. */
        Unauthorized: {
            /** @enum {integer} */
            code: 401;
            msg: string;
            data: null;
        };
        /** @description Too many requests: from this address (wait the `Retry-After` seconds), or too many serial checks (`msg` says when to try again). */
        RateLimited: {
            /** @enum {integer} */
            code: 429;
            msg: string;
            data?: null;
        };
        /** @description A fault on the server. `request_id` finds the logged details; the answer never has them. */
        ServerError: {
            /** @enum {integer} */
            code: 500;
            msg: string;
            request_id: string;
        };
        /** @description The database is out of reach for a moment: try again after `Retry-After`. */
        Unavailable: {
            /** @enum {integer} */
            code: 503;
            msg: string;
            data: null;
        };
        /** @description A page of a list: input `page` (from 1) and `limit` (10 unless asked, 100 at most). */
        Page: {
            list: unknown[];
            /** @description Items in the whole list */
            total: number;
            page: number;
            limit: number;
        };
        BannerAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                position: "about" | "home" | "shop" | "points";
                title: string;
                subtitle: string;
                image: string;
                link: string;
            }[];
        };
        CompanyAnswer: components["schemas"]["Envelope"] & {
            data: {
                name: string;
                slogan: string;
                /** @description Sanitised HTML */
                intro: string;
                founded_year: number;
                city: string;
                image: string;
                stats: {
                    label: string;
                    value: string;
                }[];
                milestones: {
                    year: number;
                    text: string;
                }[];
            };
        };
        GetLinkAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                group: string;
                name: string;
                url: string;
            }[];
        };
        ProductCategoryAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                type: "art" | "points";
                /** @description Stable name of the category, e.g. "figures" */
                code: string;
                name: string;
                image: string;
                sort: number;
            }[];
        };
        ShopConfigAnswer: components["schemas"]["Envelope"] & {
            data: {
                name: string;
                slogan: string;
                logo: string;
                service_phone: string;
                service_email: string;
                address: string;
                business_hours: string;
                time_zone: string;
                currency: string;
                pay_timeout_minutes: number;
                /** @description Shipping of an art-mall order below the threshold */
                ship_base_fee: components["schemas"]["Money"];
                /** @description Art-mall goods worth this much or more ship free */
                ship_free_threshold: components["schemas"]["Money"];
                /** @description Days after shipment until receipt is confirmed */
                auto_receive_days: number;
                /** @description How art-mall orders are paid */
                payment: {
                    /**
                     * @description The first of `gateways`
                     * @enum {string}
                     */
                    gateway: "sandbox" | "wechat" | "alipay";
                    /** @description The gateways that take art-mall payments, in the order the pay page offers them */
                    gateways: ("sandbox" | "wechat" | "alipay")[];
                    /** @description Cash payments are tests that move no money; every payment screen says so */
                    test_mode: boolean;
                };
                /** @description How verification codes travel */
                sms: {
                    /** @description Codes are kept in the outbox, not texted; every form that sends one says so */
                    test_mode: boolean;
                };
            };
        };
        BusinessAnswer: components["schemas"]["Envelope"] & {
            data: {
                title: string;
                lead: string;
                /** @description Sanitised HTML */
                body: string;
                image: string;
                sections: {
                    id: number;
                    title: string;
                    subtitle: string;
                    summary: string;
                    image: string;
                }[];
            };
        };
        IdeaAnswer: components["schemas"]["Envelope"] & {
            data: {
                title: string;
                lead: string;
                /** @description Sanitised HTML */
                body: string;
                image: string;
                sections: {
                    id: number;
                    title: string;
                    subtitle: string;
                    summary: string;
                    image: string;
                }[];
            };
        };
        CityAnswer: components["schemas"]["Envelope"] & {
            data: {
                title: string;
                lead: string;
                /** @description Sanitised HTML */
                body: string;
                image: string;
                sections: {
                    id: number;
                    title: string;
                    subtitle: string;
                    summary: string;
                    image: string;
                }[];
            };
        };
        FounderAnswer: components["schemas"]["Envelope"] & {
            data: {
                name: string;
                title: string;
                portrait: string;
                quote: string;
                /** @description Sanitised HTML */
                bio: string;
                facts: {
                    label: string;
                    value: string;
                }[];
                timeline: {
                    year: number;
                    text: string;
                }[];
            };
        };
        GalleryAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    title: string;
                    artist: string;
                    year: number;
                    medium: string;
                    description: string;
                    image: string;
                    /** @description Pixels of the image, so the page can lay it out first */
                    width: number;
                    height: number;
                }[];
            };
        };
        CoreTeamAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                name: string;
                role: string;
                bio: string;
                photo: string;
                joined_year: number;
            }[];
        };
        ProcessAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                title: string;
                summary: string;
                image: string;
                /** @description How long the process takes, in words */
                duration: string;
                step_count: number;
            }[];
        };
        ProcessInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                title: string;
                summary: string;
                image: string;
                /** @description How long the process takes, in words */
                duration: string;
                step_count: number;
                /** @description Sanitised HTML */
                content: string;
                steps: {
                    title: string;
                    text: string;
                }[];
            };
        };
        TechnologyAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                title: string;
                summary: string;
                image: string;
                tags: string[];
            }[];
        };
        TechnologyInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                title: string;
                summary: string;
                image: string;
                tags: string[];
                /** @description Sanitised HTML */
                content: string;
            };
        };
        NewsListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    title: string;
                    summary: string;
                    category: string;
                    image: string;
                    published_at: components["schemas"]["Time"];
                }[];
            };
        };
        NewsInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                title: string;
                summary: string;
                category: string;
                image: string;
                published_at: components["schemas"]["Time"];
                /** @description Sanitised HTML */
                content: string;
                /** @description The next older article */
                previous: {
                    id: number;
                    title: string;
                } | null;
                /** @description The next newer article */
                next: {
                    id: number;
                    title: string;
                } | null;
            };
        };
        RichTextAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                key: "agreement" | "privacy" | "convention" | "points_rules" | "about" | "super_individual";
                title: string;
                /** @description Sanitised HTML */
                content: string;
                updated_at: components["schemas"]["Time"];
            };
        };
        MrAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                title: string;
                summary: string;
                image: string;
                location: string;
                duration_minutes: number;
                open_hours: string;
            }[];
        };
        JoinUsAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    title: string;
                    department: string;
                    city: string;
                    /** @enum {string} */
                    kind: "full_time" | "intern" | "programme";
                    summary: string;
                    headcount: number;
                    published_at: components["schemas"]["Time"];
                }[];
            };
        };
        JoinUsInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                title: string;
                department: string;
                city: string;
                /** @enum {string} */
                kind: "full_time" | "intern" | "programme";
                summary: string;
                headcount: number;
                published_at: components["schemas"]["Time"];
                /** @description Sanitised HTML: the work, the team */
                description: string;
                /** @description Sanitised HTML: who the studio looks for */
                requirements: string;
                question_count: number;
            };
        };
        JoinUsQuestionAnswer: components["schemas"]["Envelope"] & {
            data: {
                position_id: number;
                questions: {
                    id: number;
                    /** @enum {string} */
                    kind: "single" | "multiple" | "text";
                    title: string;
                    required: boolean;
                    options: {
                        id: number;
                        label: string;
                    }[];
                }[];
            };
        };
        JoinUserCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                position_id: number;
                created_at: components["schemas"]["Time"];
            };
        };
        ResumeUploadAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                name: string;
                size: number;
            };
        };
        ProductListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    /** @enum {string} */
                    type: "art" | "points";
                    category_id: number;
                    name: string;
                    image: string;
                    /** @description Cash price in yuan; "0.00" in the points mall */
                    price: components["schemas"]["Money"];
                    /** @description Points price; 0 in the art mall */
                    score_price: number;
                    /** @description Points a completed purchase of one earns */
                    earn_score: number;
                    stock: number;
                    /** @description Units sold; what "popular" sorts by */
                    sales: number;
                    /** @description When it goes on sale; shown but not sold before; null: on sale now */
                    release_at: components["schemas"]["Time"] | null;
                    /** @description The most units one customer may buy (cancelled orders aside); null: no limit */
                    limit_per_customer: number | null;
                    /**
                     * @description first_come: the first orders get it; draw: a draw
                     * @enum {string}
                     */
                    sale_mode: "first_come" | "draw";
                }[];
            };
        };
        ProductInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                type: "art" | "points";
                category_id: number;
                name: string;
                image: string;
                /** @description Cash price in yuan; "0.00" in the points mall */
                price: components["schemas"]["Money"];
                /** @description Points price; 0 in the art mall */
                score_price: number;
                /** @description Points a completed purchase of one earns */
                earn_score: number;
                stock: number;
                /** @description Units sold; what "popular" sorts by */
                sales: number;
                /** @description When it goes on sale; shown but not sold before; null: on sale now */
                release_at: components["schemas"]["Time"] | null;
                /** @description The most units one customer may buy (cancelled orders aside); null: no limit */
                limit_per_customer: number | null;
                /**
                 * @description first_come: the first orders get it; draw: a draw
                 * @enum {string}
                 */
                sale_mode: "first_come" | "draw";
                category_name: string;
                /** @description Gallery, the cover first */
                images: string[];
                /** @description Sanitised HTML */
                description: string;
                specs: {
                    name: string;
                    value: string;
                }[];
                brand: string;
                product_no: string;
                /** @description Grams */
                gross_weight: number;
                age_of_use: string;
                material: string;
                size: string;
                on_sale: boolean;
                artisan: {
                    id: number;
                    name: string;
                    avatar: string;
                } | null;
                /** @description In the signed-in user’s favourites; false when anonymous */
                is_collected: boolean;
            };
        };
        ProductCollectionAnswer: components["schemas"]["Envelope"] & {
            data: {
                collected: boolean;
            };
        };
        ProductCollectionListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    product_id: number;
                    created_at: components["schemas"]["Time"];
                    product: {
                        id: number;
                        /** @enum {string} */
                        type: "art" | "points";
                        category_id: number;
                        name: string;
                        image: string;
                        /** @description Cash price in yuan; "0.00" in the points mall */
                        price: components["schemas"]["Money"];
                        /** @description Points price; 0 in the art mall */
                        score_price: number;
                        /** @description Points a completed purchase of one earns */
                        earn_score: number;
                        stock: number;
                        /** @description Units sold; what "popular" sorts by */
                        sales: number;
                        /** @description When it goes on sale; shown but not sold before; null: on sale now */
                        release_at: components["schemas"]["Time"] | null;
                        /** @description The most units one customer may buy (cancelled orders aside); null: no limit */
                        limit_per_customer: number | null;
                        /**
                         * @description first_come: the first orders get it; draw: a draw
                         * @enum {string}
                         */
                        sale_mode: "first_come" | "draw";
                    };
                }[];
            };
        };
        ArtAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    title: string;
                    image: string;
                    year: number;
                    medium: string;
                    description: string;
                    artisan: {
                        id: number;
                        name: string;
                    };
                }[];
            };
        };
        ArtisanAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    name: string;
                    /** @description What they do, e.g. "Generative artist" */
                    title: string;
                    avatar: string;
                    cover: string;
                    /** @description One line */
                    intro: string;
                    city: string;
                    like_count: number;
                    follower_count: number;
                    works_count: number;
                }[];
            };
        };
        MyArtisanInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                name: string;
                /** @description What they do, e.g. "Generative artist" */
                title: string;
                avatar: string;
                cover: string;
                /** @description One line */
                intro: string;
                city: string;
                like_count: number;
                follower_count: number;
                works_count: number;
                /** @description Plain text, paragraphs separated by blank lines */
                bio: string;
                works: {
                    id: number;
                    title: string;
                    image: string;
                    year: number;
                    medium: string;
                    description: string;
                }[];
                is_liked: boolean;
                is_followed: boolean;
            };
        };
        ArtisanLikeAnswer: components["schemas"]["Envelope"] & {
            data: {
                liked: boolean;
                like_count: number;
            };
        };
        ArtisanCollectionAnswer: components["schemas"]["Envelope"] & {
            data: {
                followed: boolean;
                follower_count: number;
            };
        };
        MyArtisanAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    name: string;
                    /** @description What they do, e.g. "Generative artist" */
                    title: string;
                    avatar: string;
                    cover: string;
                    /** @description One line */
                    intro: string;
                    city: string;
                    like_count: number;
                    follower_count: number;
                    works_count: number;
                    followed_at: components["schemas"]["Time"];
                }[];
            };
        };
        SendAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @description Seconds until another code may be sent */
                cooldown: number;
                /** @description Seconds the code stays valid */
                expires_in: number;
            };
        };
        RegisterAnswer: components["schemas"]["Envelope"] & {
            data: {
                userinfo: {
                    id: number;
                    username: string;
                    nickname: string;
                    /** @description URL of the avatar picture, or empty */
                    avatar: string;
                    /** @description Shown instead of the avatar when there is none */
                    avatar_text: string;
                    mobile: string;
                    /** @description Usable points */
                    score: number;
                    /** @description Points earned in all */
                    score_total: number;
                    /** @enum {string} */
                    role: "user" | "admin" | "operator" | "editor";
                    /** @enum {string} */
                    gender: "unknown" | "male" | "female";
                    /** @description YYYY-MM-DD */
                    birthday: string | null;
                    created_at: components["schemas"]["Time"];
                    /** @description When the first community group admitted them */
                    community_joined_at: components["schemas"]["Time"] | null;
                    token: string;
                };
            };
        };
        LoginAnswer: components["schemas"]["Envelope"] & {
            data: {
                userinfo: {
                    id: number;
                    username: string;
                    nickname: string;
                    /** @description URL of the avatar picture, or empty */
                    avatar: string;
                    /** @description Shown instead of the avatar when there is none */
                    avatar_text: string;
                    mobile: string;
                    /** @description Usable points */
                    score: number;
                    /** @description Points earned in all */
                    score_total: number;
                    /** @enum {string} */
                    role: "user" | "admin" | "operator" | "editor";
                    /** @enum {string} */
                    gender: "unknown" | "male" | "female";
                    /** @description YYYY-MM-DD */
                    birthday: string | null;
                    created_at: components["schemas"]["Time"];
                    /** @description When the first community group admitted them */
                    community_joined_at: components["schemas"]["Time"] | null;
                    token: string;
                };
            };
        };
        MobileLoginAnswer: components["schemas"]["Envelope"] & {
            data: {
                userinfo: {
                    id: number;
                    username: string;
                    nickname: string;
                    /** @description URL of the avatar picture, or empty */
                    avatar: string;
                    /** @description Shown instead of the avatar when there is none */
                    avatar_text: string;
                    mobile: string;
                    /** @description Usable points */
                    score: number;
                    /** @description Points earned in all */
                    score_total: number;
                    /** @enum {string} */
                    role: "user" | "admin" | "operator" | "editor";
                    /** @enum {string} */
                    gender: "unknown" | "male" | "female";
                    /** @description YYYY-MM-DD */
                    birthday: string | null;
                    created_at: components["schemas"]["Time"];
                    /** @description When the first community group admitted them */
                    community_joined_at: components["schemas"]["Time"] | null;
                    token: string;
                };
            };
        };
        ResetPwdAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        LogoutAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        PasswordUpdateAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        MobileVerifyAnswer: components["schemas"]["Envelope"] & {
            data: {
                ticket: string;
                expires_at: components["schemas"]["Time"];
            };
        };
        MobileUpdateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                username: string;
                nickname: string;
                /** @description URL of the avatar picture, or empty */
                avatar: string;
                /** @description Shown instead of the avatar when there is none */
                avatar_text: string;
                mobile: string;
                /** @description Usable points */
                score: number;
                /** @description Points earned in all */
                score_total: number;
                /** @enum {string} */
                role: "user" | "admin" | "operator" | "editor";
                /** @enum {string} */
                gender: "unknown" | "male" | "female";
                /** @description YYYY-MM-DD */
                birthday: string | null;
                created_at: components["schemas"]["Time"];
                /** @description When the first community group admitted them */
                community_joined_at: components["schemas"]["Time"] | null;
            };
        };
        UserInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                username: string;
                nickname: string;
                /** @description URL of the avatar picture, or empty */
                avatar: string;
                /** @description Shown instead of the avatar when there is none */
                avatar_text: string;
                mobile: string;
                /** @description Usable points */
                score: number;
                /** @description Points earned in all */
                score_total: number;
                /** @enum {string} */
                role: "user" | "admin" | "operator" | "editor";
                /** @enum {string} */
                gender: "unknown" | "male" | "female";
                /** @description YYYY-MM-DD */
                birthday: string | null;
                created_at: components["schemas"]["Time"];
                /** @description When the first community group admitted them */
                community_joined_at: components["schemas"]["Time"] | null;
            };
        };
        UserInfoUpdateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                username: string;
                nickname: string;
                /** @description URL of the avatar picture, or empty */
                avatar: string;
                /** @description Shown instead of the avatar when there is none */
                avatar_text: string;
                mobile: string;
                /** @description Usable points */
                score: number;
                /** @description Points earned in all */
                score_total: number;
                /** @enum {string} */
                role: "user" | "admin" | "operator" | "editor";
                /** @enum {string} */
                gender: "unknown" | "male" | "female";
                /** @description YYYY-MM-DD */
                birthday: string | null;
                created_at: components["schemas"]["Time"];
                /** @description When the first community group admitted them */
                community_joined_at: components["schemas"]["Time"] | null;
            };
        };
        AvatarUpdateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                username: string;
                nickname: string;
                /** @description URL of the avatar picture, or empty */
                avatar: string;
                /** @description Shown instead of the avatar when there is none */
                avatar_text: string;
                mobile: string;
                /** @description Usable points */
                score: number;
                /** @description Points earned in all */
                score_total: number;
                /** @enum {string} */
                role: "user" | "admin" | "operator" | "editor";
                /** @enum {string} */
                gender: "unknown" | "male" | "female";
                /** @description YYYY-MM-DD */
                birthday: string | null;
                created_at: components["schemas"]["Time"];
                /** @description When the first community group admitted them */
                community_joined_at: components["schemas"]["Time"] | null;
            };
        };
        UserCenterAnswer: components["schemas"]["Envelope"] & {
            data: {
                user: {
                    id: number;
                    username: string;
                    nickname: string;
                    /** @description URL of the avatar picture, or empty */
                    avatar: string;
                    /** @description Shown instead of the avatar when there is none */
                    avatar_text: string;
                    mobile: string;
                    /** @description Usable points */
                    score: number;
                    /** @description Points earned in all */
                    score_total: number;
                    /** @enum {string} */
                    role: "user" | "admin" | "operator" | "editor";
                    /** @enum {string} */
                    gender: "unknown" | "male" | "female";
                    /** @description YYYY-MM-DD */
                    birthday: string | null;
                    created_at: components["schemas"]["Time"];
                    /** @description When the first community group admitted them */
                    community_joined_at: components["schemas"]["Time"] | null;
                };
                orders: {
                    unpaid: number;
                    undelivered: number;
                    unreceived: number;
                    completed: number;
                    canceled: number;
                };
            };
        };
        UploadAnswer: components["schemas"]["Envelope"] & {
            data: {
                url: string;
                /** @enum {string} */
                mime: "image/jpeg" | "image/png" | "image/webp" | "image/gif";
                size: number;
                width: number;
                height: number;
            };
        };
        QrLoginCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                ticket: string;
                secret: string;
                expires_at: components["schemas"]["Time"];
            };
        };
        QrLoginPollAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                status: "pending" | "scanned" | "confirmed" | "rejected" | "expired" | "used";
                userinfo: {
                    id: number;
                    username: string;
                    nickname: string;
                    /** @description URL of the avatar picture, or empty */
                    avatar: string;
                    /** @description Shown instead of the avatar when there is none */
                    avatar_text: string;
                    mobile: string;
                    /** @description Usable points */
                    score: number;
                    /** @description Points earned in all */
                    score_total: number;
                    /** @enum {string} */
                    role: "user" | "admin" | "operator" | "editor";
                    /** @enum {string} */
                    gender: "unknown" | "male" | "female";
                    /** @description YYYY-MM-DD */
                    birthday: string | null;
                    created_at: components["schemas"]["Time"];
                    /** @description When the first community group admitted them */
                    community_joined_at: components["schemas"]["Time"] | null;
                    token: string;
                } | null;
            };
        };
        QrLoginScanAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                status: "pending" | "scanned" | "confirmed" | "rejected" | "expired" | "used";
                device: string;
                ip: string;
                requested_at: components["schemas"]["Time"];
                expires_at: components["schemas"]["Time"];
            };
        };
        QrLoginConfirmAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                status: "pending" | "scanned" | "confirmed" | "rejected" | "expired" | "used";
            };
        };
        BuyCarCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                quantity: number;
            };
        };
        BuyCarListAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                product_id: number;
                quantity: number;
                product: {
                    id: number;
                    /** @enum {string} */
                    type: "art" | "points";
                    category_id: number;
                    name: string;
                    image: string;
                    /** @description Cash price in yuan; "0.00" in the points mall */
                    price: components["schemas"]["Money"];
                    /** @description Points price; 0 in the art mall */
                    score_price: number;
                    /** @description Points a completed purchase of one earns */
                    earn_score: number;
                    stock: number;
                    /** @description Units sold; what "popular" sorts by */
                    sales: number;
                    /** @description When it goes on sale; shown but not sold before; null: on sale now */
                    release_at: components["schemas"]["Time"] | null;
                    /** @description The most units one customer may buy (cancelled orders aside); null: no limit */
                    limit_per_customer: number | null;
                    /**
                     * @description first_come: the first orders get it; draw: a draw
                     * @enum {string}
                     */
                    sale_mode: "first_come" | "draw";
                    on_sale: boolean;
                };
                line_total: components["schemas"]["Money"];
                line_score: number;
                /** @description On sale with stock for the whole quantity */
                available: boolean;
                /** @description Why the line cannot be bought as it is */
                issue: ("off_sale" | "out_of_stock" | "short") | null;
                created_at: components["schemas"]["Time"];
            }[];
        };
        BuyCarUpdateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                product_id: number;
                quantity: number;
                product: {
                    id: number;
                    /** @enum {string} */
                    type: "art" | "points";
                    category_id: number;
                    name: string;
                    image: string;
                    /** @description Cash price in yuan; "0.00" in the points mall */
                    price: components["schemas"]["Money"];
                    /** @description Points price; 0 in the art mall */
                    score_price: number;
                    /** @description Points a completed purchase of one earns */
                    earn_score: number;
                    stock: number;
                    /** @description Units sold; what "popular" sorts by */
                    sales: number;
                    /** @description When it goes on sale; shown but not sold before; null: on sale now */
                    release_at: components["schemas"]["Time"] | null;
                    /** @description The most units one customer may buy (cancelled orders aside); null: no limit */
                    limit_per_customer: number | null;
                    /**
                     * @description first_come: the first orders get it; draw: a draw
                     * @enum {string}
                     */
                    sale_mode: "first_come" | "draw";
                    on_sale: boolean;
                };
                line_total: components["schemas"]["Money"];
                line_score: number;
                /** @description On sale with stock for the whole quantity */
                available: boolean;
                /** @description Why the line cannot be bought as it is */
                issue: ("off_sale" | "out_of_stock" | "short") | null;
                created_at: components["schemas"]["Time"];
            };
        };
        BuyCarDeleteAnswer: components["schemas"]["Envelope"] & {
            data: {
                deleted: number;
            };
        };
        AddressCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
            };
        };
        UserAddressListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    name: string;
                    mobile: string;
                    province: string;
                    city: string;
                    district: string;
                    address: string;
                    postal_code: string;
                    is_default: boolean;
                    id: number;
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        UserAddressInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                name: string;
                mobile: string;
                province: string;
                city: string;
                district: string;
                address: string;
                postal_code: string;
                is_default: boolean;
                id: number;
                created_at: components["schemas"]["Time"];
            };
        };
        UserAddressUpdateAnswer: components["schemas"]["Envelope"] & {
            data: {
                name: string;
                mobile: string;
                province: string;
                city: string;
                district: string;
                address: string;
                postal_code: string;
                is_default: boolean;
                id: number;
                created_at: components["schemas"]["Time"];
            };
        };
        UserAddressDeleteAnswer: components["schemas"]["Envelope"] & {
            data: {
                deleted: boolean;
            };
        };
        ConfirmOrderInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                type: "art" | "points";
                lines: {
                    product_id: number;
                    name: string;
                    image: string;
                    /** @description Unit price; "0.00" in the points mall */
                    price: components["schemas"]["Money"];
                    /** @description Unit points price; 0 in the art mall */
                    score_price: number;
                    quantity: number;
                    line_total: components["schemas"]["Money"];
                    line_score: number;
                    /** @description Points the line earns once the order completes */
                    earn_score: number;
                }[];
                /** @description The default address, or none yet */
                address: {
                    name: string;
                    mobile: string;
                    province: string;
                    city: string;
                    district: string;
                    address: string;
                    postal_code: string;
                    is_default: boolean;
                    id: number;
                    created_at: components["schemas"]["Time"];
                } | null;
                /** @enum {string} */
                delivery: "express";
                goods_amount: components["schemas"]["Money"];
                ship_fee: components["schemas"]["Money"];
                /** @description Goods plus shipping; "0.00" in the points mall */
                total_amount: components["schemas"]["Money"];
                /** @description Points to pay; 0 in the art mall */
                total_score: number;
                earn_score: number;
                /** @description The signed-in user’s usable points */
                usable_score: number;
                pay_timeout_minutes: number;
            };
        };
        ShipFeeAnswer: components["schemas"]["Envelope"] & {
            data: {
                fee: components["schemas"]["Money"];
                base_fee: components["schemas"]["Money"];
                /** @description Goods worth this much or more ship free */
                free_threshold: components["schemas"]["Money"];
            };
        };
        OrderCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                order_id: number;
                order_no: string;
                pay_deadline: components["schemas"]["Time"];
            };
        };
        OrderPayAnswer: components["schemas"]["Envelope"] & {
            data: {
                order_id: number;
                /** @enum {string} */
                status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                /** @description For a cash gateway; null when paid in points */
                payment: {
                    session_id: string;
                    gateway: string;
                    amount: components["schemas"]["Money"];
                    /** @enum {string} */
                    status: "pending" | "paid" | "failed" | "refunded";
                    /** @description Where the customer pays: on a desktop the QR code encodes it; on a phone it is the provider's page to open */
                    cashier_url: string;
                    expires_at: components["schemas"]["Time"];
                } | null;
            };
        };
        PayRemindAnswer: components["schemas"]["Envelope"] & {
            data: {
                order_id: number;
                order_no: string;
                /** @enum {string} */
                type: "art" | "points";
                /** @enum {string} */
                status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                total_amount: components["schemas"]["Money"];
                total_score: number;
                pay_deadline: components["schemas"]["Time"];
                /** @description 0 once the deadline has passed */
                seconds_left: number;
                usable_score: number;
            };
        };
        CashierInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                session_id: string;
                order_no: string;
                shop_name: string;
                amount: components["schemas"]["Money"];
                /** @enum {string} */
                status: "pending" | "paid" | "failed" | "refunded";
                expires_at: components["schemas"]["Time"];
            };
        };
        CashierSubmitAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                status: "pending" | "paid" | "failed" | "refunded";
                order_id: number;
            };
        };
        OrderListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    order_no: string;
                    /** @enum {string} */
                    type: "art" | "points";
                    /** @enum {string} */
                    status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                    lines: {
                        product_id: number;
                        name: string;
                        image: string;
                        /** @description Unit price; "0.00" in the points mall */
                        price: components["schemas"]["Money"];
                        /** @description Unit points price; 0 in the art mall */
                        score_price: number;
                        quantity: number;
                        line_total: components["schemas"]["Money"];
                        line_score: number;
                        /** @description Points the line earns once the order completes */
                        earn_score: number;
                    }[];
                    /** @description Units in the order */
                    quantity: number;
                    total_amount: components["schemas"]["Money"];
                    total_score: number;
                    pay_deadline: components["schemas"]["Time"];
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        OrderInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                order_no: string;
                /** @enum {string} */
                type: "art" | "points";
                /** @enum {string} */
                status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                lines: {
                    product_id: number;
                    name: string;
                    image: string;
                    /** @description Unit price; "0.00" in the points mall */
                    price: components["schemas"]["Money"];
                    /** @description Unit points price; 0 in the art mall */
                    score_price: number;
                    quantity: number;
                    line_total: components["schemas"]["Money"];
                    line_score: number;
                    /** @description Points the line earns once the order completes */
                    earn_score: number;
                }[];
                /** @description Units in the order */
                quantity: number;
                total_amount: components["schemas"]["Money"];
                total_score: number;
                pay_deadline: components["schemas"]["Time"];
                created_at: components["schemas"]["Time"];
                goods_amount: components["schemas"]["Money"];
                ship_fee: components["schemas"]["Money"];
                earn_score: number;
                /** @enum {string} */
                delivery: "express";
                remark: string;
                recipient: {
                    name: string;
                    mobile: string;
                    province: string;
                    city: string;
                    district: string;
                    address: string;
                    postal_code: string;
                };
                /** @description The address may still be changed, once */
                address_changeable: boolean;
                pay_method: ("score" | "sandbox" | "wechat" | "alipay") | null;
                /** @description What was actually paid in cash */
                paid_amount: components["schemas"]["Money"];
                /** @description What was actually paid in points */
                paid_score: number;
                paid_at: components["schemas"]["Time"] | null;
                canceled_at: components["schemas"]["Time"] | null;
                cancel_reason: ("buyer" | "timeout" | "staff") | null;
                refunded: boolean;
                express: {
                    carrier: string;
                    tracking_no: string;
                    shipped_at: components["schemas"]["Time"];
                } | null;
                received_at: components["schemas"]["Time"] | null;
                /** @description Points credited when the order completed */
                earned_score: number;
            };
        };
        OrderCancelAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                refunded: boolean;
            };
        };
        ReceiptAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                earned_score: number;
            };
        };
        OrderDeleteAnswer: components["schemas"]["Envelope"] & {
            data: {
                deleted: boolean;
            };
        };
        OrderAddressUpdateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                order_no: string;
                /** @enum {string} */
                type: "art" | "points";
                /** @enum {string} */
                status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                lines: {
                    product_id: number;
                    name: string;
                    image: string;
                    /** @description Unit price; "0.00" in the points mall */
                    price: components["schemas"]["Money"];
                    /** @description Unit points price; 0 in the art mall */
                    score_price: number;
                    quantity: number;
                    line_total: components["schemas"]["Money"];
                    line_score: number;
                    /** @description Points the line earns once the order completes */
                    earn_score: number;
                }[];
                /** @description Units in the order */
                quantity: number;
                total_amount: components["schemas"]["Money"];
                total_score: number;
                pay_deadline: components["schemas"]["Time"];
                created_at: components["schemas"]["Time"];
                goods_amount: components["schemas"]["Money"];
                ship_fee: components["schemas"]["Money"];
                earn_score: number;
                /** @enum {string} */
                delivery: "express";
                remark: string;
                recipient: {
                    name: string;
                    mobile: string;
                    province: string;
                    city: string;
                    district: string;
                    address: string;
                    postal_code: string;
                };
                /** @description The address may still be changed, once */
                address_changeable: boolean;
                pay_method: ("score" | "sandbox" | "wechat" | "alipay") | null;
                /** @description What was actually paid in cash */
                paid_amount: components["schemas"]["Money"];
                /** @description What was actually paid in points */
                paid_score: number;
                paid_at: components["schemas"]["Time"] | null;
                canceled_at: components["schemas"]["Time"] | null;
                cancel_reason: ("buyer" | "timeout" | "staff") | null;
                refunded: boolean;
                express: {
                    carrier: string;
                    tracking_no: string;
                    shipped_at: components["schemas"]["Time"];
                } | null;
                received_at: components["schemas"]["Time"] | null;
                /** @description Points credited when the order completed */
                earned_score: number;
            };
        };
        ExpressInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                carrier: string;
                tracking_no: string;
                shipped_at: components["schemas"]["Time"];
                events: {
                    id: number;
                    time: components["schemas"]["Time"];
                    text: string;
                }[];
            };
        };
        ScoreConfigAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @description Points every daily sign-in earns */
                sign_points: number;
                streak: {
                    /** @description The streak table repeats after this many days */
                    cycle_days: number;
                    /** @description Extra points on the given day of the cycle (1 = the first day of a streak) */
                    bonuses: {
                        day: number;
                        points: number;
                    }[];
                };
                /** @description Points a completed cash order earns per whole yuan; null: each product’s own */
                earn_points_per_yuan: number | null;
                expiry: {
                    /** @enum {string} */
                    policy: "never" | "days";
                    /** @description With policy `days`: a lot lasts this many days */
                    days: number | null;
                };
                /** @description Ascending thresholds; the first is 0 */
                levels: {
                    threshold: number;
                    name: {
                        "zh-cn": string;
                        en: string;
                    };
                }[];
                version: number;
                /** @description Days (sign-in, limits, rank weeks) are counted here */
                time_zone: string;
            };
        };
        GameConfigAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @description Points one play costs */
                cost: number;
                prizes: {
                    name: {
                        "zh-cn": string;
                        en: string;
                    };
                    points: number;
                    weight: number;
                    /** @description weight / total weight, as "12.50%" */
                    odds: string;
                }[];
                /** @description Plays per customer per day */
                daily_limit: number;
                /** @description Prize points the shop pays out per day in all */
                daily_budget: number;
                version: number;
            };
        };
        SignAnswer: components["schemas"]["Envelope"] & {
            data: {
                day: string;
                /** @description Points this sign-in earned */
                points: number;
                /** @description Days signed in a row, today included */
                streak: number;
                /** @description What signing in tomorrow will earn */
                tomorrow_points: number;
                /** @description Usable points now */
                score: number;
            };
        };
        SignCalendarAnswer: components["schemas"]["Envelope"] & {
            data: {
                month: string;
                today: string;
                signed_today: boolean;
                /** @description The current streak (0 when it has lapsed) */
                streak: number;
                /** @description What today’s sign-in earns (or earned) */
                today_points: number;
                tomorrow_points: number;
                /** @description Signed days */
                days: {
                    day: string;
                    points: number;
                }[];
            };
        };
        ScoreGameAnswer: components["schemas"]["Envelope"] & {
            data: {
                play: {
                    id: number;
                    seed_id: number;
                    /** @description The play number under its server seed, from 0 */
                    nonce: number;
                    client_seed: string;
                    /** @description Index of the prize in its version’s table */
                    prize: number;
                    prize_points: number;
                    cost: number;
                    config_version: number;
                    created_at: components["schemas"]["Time"];
                };
                prize_name: {
                    "zh-cn": string;
                    en: string;
                };
                score: number;
                plays_today: number;
                plays_left: number;
            };
        };
        GameStateAnswer: components["schemas"]["Envelope"] & {
            data: {
                seed: {
                    id: number;
                    /** @description SHA-256 of the server seed’s 32 bytes, hex */
                    commitment: string;
                    /** @description 32 bytes, hex; the HMAC key is these bytes. Null until the seed is revealed */
                    server_seed: string | null;
                    client_seed: string;
                    plays: number;
                    created_at: components["schemas"]["Time"];
                    revealed_at: components["schemas"]["Time"] | null;
                };
                plays_today: number;
                plays_left: number;
                /** @description Prize points the shop can still pay out today */
                budget_left: number;
                recent: {
                    id: number;
                    seed_id: number;
                    /** @description The play number under its server seed, from 0 */
                    nonce: number;
                    client_seed: string;
                    /** @description Index of the prize in its version’s table */
                    prize: number;
                    prize_points: number;
                    cost: number;
                    config_version: number;
                    created_at: components["schemas"]["Time"];
                    prize_name: {
                        "zh-cn": string;
                        en: string;
                    };
                }[];
            };
        };
        GameSeedRotateAnswer: components["schemas"]["Envelope"] & {
            data: {
                revealed: {
                    id: number;
                    /** @description SHA-256 of the server seed’s 32 bytes, hex */
                    commitment: string;
                    /** @description 32 bytes, hex; the HMAC key is these bytes. Null until the seed is revealed */
                    server_seed: string | null;
                    client_seed: string;
                    plays: number;
                    created_at: components["schemas"]["Time"];
                    revealed_at: components["schemas"]["Time"] | null;
                };
                current: {
                    id: number;
                    /** @description SHA-256 of the server seed’s 32 bytes, hex */
                    commitment: string;
                    /** @description 32 bytes, hex; the HMAC key is these bytes. Null until the seed is revealed */
                    server_seed: string | null;
                    client_seed: string;
                    plays: number;
                    created_at: components["schemas"]["Time"];
                    revealed_at: components["schemas"]["Time"] | null;
                };
            };
        };
        GameSeedsAnswer: components["schemas"]["Envelope"] & {
            data: {
                list: {
                    id: number;
                    /** @description SHA-256 of the server seed’s 32 bytes, hex */
                    commitment: string;
                    /** @description 32 bytes, hex; the HMAC key is these bytes. Null until the seed is revealed */
                    server_seed: string | null;
                    client_seed: string;
                    plays: number;
                    created_at: components["schemas"]["Time"];
                    revealed_at: components["schemas"]["Time"] | null;
                    plays_list: {
                        id: number;
                        seed_id: number;
                        /** @description The play number under its server seed, from 0 */
                        nonce: number;
                        client_seed: string;
                        /** @description Index of the prize in its version’s table */
                        prize: number;
                        prize_points: number;
                        cost: number;
                        config_version: number;
                        created_at: components["schemas"]["Time"];
                    }[];
                }[];
                total: number;
                page: number;
                limit: number;
                /** @description The weights of every config version the listed plays were made under */
                prize_tables: {
                    version: number;
                    weights: number[];
                }[];
            };
        };
        DropInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                product_id: number;
                product_name: string;
                product_image: string;
                /** @enum {string} */
                stage: "upcoming" | "open" | "closed" | "drawn";
                /** @description Units drawn for */
                quantity: number;
                entries_open_at: components["schemas"]["Time"];
                entries_close_at: components["schemas"]["Time"];
                /** @description How long each winner has to buy */
                purchase_hours: number;
                /** @description Units no one in the order buys go on general sale */
                leftover_to_sale: boolean;
                gates: {
                    /** @enum {string} */
                    kind: "group_member" | "earlier_buyer" | "serial_owner";
                    /** @description The group, or the product of the earlier edition or of the serial */
                    target_id: number;
                    /** @description What the gate asks, e.g. “Members of Ink & Paper” */
                    label: string;
                }[];
                /** @description SHA-256 of the seed, published when entries open */
                commitment: string;
                entry_count: number;
                /** @description Units bought by winners and those moved up */
                sold_count: number;
                /** @description Once drawn */
                proof: {
                    /** @description The seed, 32 bytes hex; its SHA-256 is the commitment */
                    server_seed: string;
                    /** @description SHA-256 of the entry list text, hex */
                    list_digest: string;
                    /** @description The entry list fixed at close, ascending id */
                    entries: {
                        id: number;
                        /** @description Masked */
                        name: string;
                    }[];
                    /** @description The entry ids in the published order; the first `quantity` won */
                    order: number[];
                    drawn_at: components["schemas"]["Time"];
                } | null;
                /** @description The server’s clock, for the countdowns */
                server_time: components["schemas"]["Time"];
                /** @description The signed-in customer’s entry; null when none or signed out */
                mine: {
                    id: number;
                    /** @enum {string} */
                    state: "entered" | "won" | "moved_up" | "bought" | "lapsed" | "not_drawn" | "void";
                    /** @description 1-based place in the published order, once drawn */
                    place: number | null;
                    /** @description While won or moved up: the end of the purchase window */
                    buy_by: components["schemas"]["Time"] | null;
                    /** @description Once bought */
                    order_id: number | null;
                    entered_at: components["schemas"]["Time"];
                } | null;
            };
        };
        DropEnterAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                state: "entered" | "won" | "moved_up" | "bought" | "lapsed" | "not_drawn" | "void";
                /** @description 1-based place in the published order, once drawn */
                place: number | null;
                /** @description While won or moved up: the end of the purchase window */
                buy_by: components["schemas"]["Time"] | null;
                /** @description Once bought */
                order_id: number | null;
                entered_at: components["schemas"]["Time"];
            };
        };
        DropMineAnswer: components["schemas"]["Envelope"] & {
            data: {
                list: {
                    id: number;
                    /** @enum {string} */
                    state: "entered" | "won" | "moved_up" | "bought" | "lapsed" | "not_drawn" | "void";
                    /** @description 1-based place in the published order, once drawn */
                    place: number | null;
                    /** @description While won or moved up: the end of the purchase window */
                    buy_by: components["schemas"]["Time"] | null;
                    /** @description Once bought */
                    order_id: number | null;
                    entered_at: components["schemas"]["Time"];
                    drop_id: number;
                    product_id: number;
                    product_name: string;
                    product_image: string;
                    /** @enum {string} */
                    stage: "upcoming" | "open" | "closed" | "drawn";
                    entries_close_at: components["schemas"]["Time"];
                    /** @description A result (won, moved up) not yet shown to me */
                    unseen: boolean;
                }[];
                total: number;
                page: number;
                limit: number;
                /** @description The personal centre’s badge */
                unseen_count: number;
            };
        };
        DropSeenAnswer: components["schemas"]["Envelope"] & {
            data: {
                unseen_count: number;
            };
        };
        RankListAnswer: components["schemas"]["Envelope"] & {
            data: {
                list: {
                    rank: number;
                    nickname: string;
                    avatar: string;
                    points: number;
                }[];
                total: number;
                page: number;
                limit: number;
                /** @enum {string} */
                period: "week" | "month" | "all";
                /** @description Null when signed out or with nothing earned */
                me: {
                    rank: number;
                    nickname: string;
                    avatar: string;
                    points: number;
                } | null;
            };
        };
        PointsAccountAnswer: components["schemas"]["Envelope"] & {
            data: {
                score: number;
                score_total: number;
                level: {
                    threshold: number;
                    name: {
                        "zh-cn": string;
                        en: string;
                    };
                    index: number;
                };
                next_level: {
                    threshold: number;
                    name: {
                        "zh-cn": string;
                        en: string;
                    };
                } | null;
                /** @description Percent of the way from this level to the next, 0–100 */
                progress: number;
                expiring: {
                    day: string;
                    points: number;
                }[];
                /** @description Points expiring in the next 30 days */
                expiring_total: number;
            };
        };
        PointsLedgerAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    delta: number;
                    balance_after: number;
                    /** @enum {string} */
                    reason: "order_pay" | "order_refund" | "order_earn" | "opening" | "staff_adjust" | "sign_in" | "game_cost" | "game_prize" | "expire";
                    ref: string;
                    config_version: number | null;
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        GroupAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    name: string;
                    /** @description The description, plain text, cut to a line or two */
                    summary: string;
                    cover: string;
                    member_count: number;
                    post_count: number;
                    /** @description The newest visible post, or null */
                    last_activity_at: components["schemas"]["Time"] | null;
                    /** @description Owners of the gate product are admitted at once */
                    gated: boolean;
                    /** @description False: closed to new applications */
                    open: boolean;
                }[];
            };
        };
        GroupInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                name: string;
                /** @description The description, plain text, cut to a line or two */
                summary: string;
                cover: string;
                member_count: number;
                post_count: number;
                /** @description The newest visible post, or null */
                last_activity_at: components["schemas"]["Time"] | null;
                /** @description Owners of the gate product are admitted at once */
                gated: boolean;
                /** @description False: closed to new applications */
                open: boolean;
                /** @description Plain text */
                description: string;
                convention: {
                    version: number;
                    /** @description Plain text; paragraphs separated by blank lines */
                    text: string;
                    updated_at: components["schemas"]["Time"];
                };
                gate_product: {
                    id: number;
                    name: string;
                    cover: string;
                } | null;
                /**
                 * @description Owners of the gate product by a completed order, or by a shipped serial
                 * @enum {string}
                 */
                gate_kind: "order" | "serial";
                question_count: number;
                image_count: number;
                /** @description The newest 12 */
                members: {
                    user_id: number;
                    nickname: string;
                    avatar: string;
                    /** @description Owns a shipped serial of a live batch: a verified collector */
                    verified_collector: boolean;
                    joined_at: components["schemas"]["Time"];
                }[];
                me: {
                    /** @enum {string} */
                    state: "none" | "pending" | "member" | "banned";
                    joined_at: components["schemas"]["Time"] | null;
                    /** @description The convention version they accepted */
                    accepted_version: number | null;
                    /** @description A member who has not accepted the current convention, and cannot post until then */
                    must_accept: boolean;
                    banned_until: components["schemas"]["Time"] | null;
                    ban_reason: string;
                    /** @description After a refusal: no new application before this */
                    cooldown_until: components["schemas"]["Time"] | null;
                    /** @description The last refusal’s reason, or empty */
                    refusal_reason: string;
                } | null;
            };
        };
        GroupMembersAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    user_id: number;
                    nickname: string;
                    avatar: string;
                    /** @description Owns a shipped serial of a live batch: a verified collector */
                    verified_collector: boolean;
                    joined_at: components["schemas"]["Time"];
                }[];
            };
        };
        GroupImageAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    url: string;
                    caption: string;
                }[];
            };
        };
        GroupQuestionAnswer: components["schemas"]["Envelope"] & {
            data: {
                group_id: number;
                convention: {
                    version: number;
                    /** @description Plain text; paragraphs separated by blank lines */
                    text: string;
                    updated_at: components["schemas"]["Time"];
                };
                questions: {
                    id: number;
                    /** @enum {string} */
                    kind: "single" | "multiple" | "text";
                    title: string;
                    required: boolean;
                    options: {
                        id: number;
                        label: string;
                    }[];
                }[];
            };
        };
        GroupContentAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    group_id: number;
                    author: {
                        user_id: number;
                        nickname: string;
                        avatar: string;
                        /** @description Owns a shipped serial of a live batch: a verified collector */
                        verified_collector: boolean;
                    };
                    /** @description Plain text: never rendered as HTML; links are made clickable */
                    text: string;
                    images: string[];
                    like_count: number;
                    comment_count: number;
                    /** @description By the caller */
                    liked: boolean;
                    mine: boolean;
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        GroupCommentsAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    post_id: number;
                    author: {
                        user_id: number;
                        nickname: string;
                        avatar: string;
                        /** @description Owns a shipped serial of a live batch: a verified collector */
                        verified_collector: boolean;
                    };
                    /** @description Plain text */
                    text: string;
                    mine: boolean;
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        GroupJoinCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                group_id: number;
                /** @enum {string} */
                status: "pending" | "approved" | "refused";
                created_at: components["schemas"]["Time"];
            };
        };
        GroupConventionAcceptAnswer: components["schemas"]["Envelope"] & {
            data: {
                group_id: number;
                accepted_version: number;
            };
        };
        GroupPostCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                group_id: number;
                author: {
                    user_id: number;
                    nickname: string;
                    avatar: string;
                    /** @description Owns a shipped serial of a live batch: a verified collector */
                    verified_collector: boolean;
                };
                /** @description Plain text: never rendered as HTML; links are made clickable */
                text: string;
                images: string[];
                like_count: number;
                comment_count: number;
                /** @description By the caller */
                liked: boolean;
                mine: boolean;
                created_at: components["schemas"]["Time"];
            };
        };
        GroupPostDeleteAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        GroupPostLikeAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                liked: boolean;
                like_count: number;
            };
        };
        GroupCommentCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                post_id: number;
                author: {
                    user_id: number;
                    nickname: string;
                    avatar: string;
                    /** @description Owns a shipped serial of a live batch: a verified collector */
                    verified_collector: boolean;
                };
                /** @description Plain text */
                text: string;
                mine: boolean;
                created_at: components["schemas"]["Time"];
            };
        };
        GroupCommentDeleteAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        GroupReportAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
            };
        };
        MyGroupsAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    name: string;
                    /** @description The description, plain text, cut to a line or two */
                    summary: string;
                    cover: string;
                    member_count: number;
                    post_count: number;
                    /** @description The newest visible post, or null */
                    last_activity_at: components["schemas"]["Time"] | null;
                    /** @description Owners of the gate product are admitted at once */
                    gated: boolean;
                    /** @description False: closed to new applications */
                    open: boolean;
                    joined_at: components["schemas"]["Time"];
                    must_accept: boolean;
                    banned_until: components["schemas"]["Time"] | null;
                }[];
            };
        };
        MyGroupApplicationsAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    group: {
                        id: number;
                        name: string;
                        cover: string;
                    };
                    /** @enum {string} */
                    status: "pending" | "approved" | "refused";
                    /** @description Why it was refused, in the request’s language, or empty */
                    reason: string;
                    created_at: components["schemas"]["Time"];
                    decided_at: components["schemas"]["Time"] | null;
                    cooldown_until: components["schemas"]["Time"] | null;
                }[];
            };
        };
        MyGroupPostsAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    group_id: number;
                    author: {
                        user_id: number;
                        nickname: string;
                        avatar: string;
                        /** @description Owns a shipped serial of a live batch: a verified collector */
                        verified_collector: boolean;
                    };
                    /** @description Plain text: never rendered as HTML; links are made clickable */
                    text: string;
                    images: string[];
                    like_count: number;
                    comment_count: number;
                    /** @description By the caller */
                    liked: boolean;
                    mine: boolean;
                    created_at: components["schemas"]["Time"];
                    group_name: string;
                    /** @enum {string} */
                    status: "visible" | "hidden" | "deleted";
                }[];
            };
        };
        CommunityNoticesAnswer: components["schemas"]["Envelope"] & {
            data: {
                list: {
                    id: number;
                    /** @enum {string} */
                    kind: "application_approved" | "application_refused" | "post_hidden" | "post_deleted" | "comment_hidden" | "comment_deleted" | "post_commented" | "banned" | "convention_changed";
                    group: {
                        id: number;
                        name: string;
                    } | null;
                    text: string;
                    read: boolean;
                    created_at: components["schemas"]["Time"];
                }[];
                total: number;
                page: number;
                limit: number;
                unread: number;
            };
        };
        CommunityNoticeReadAnswer: components["schemas"]["Envelope"] & {
            data: {
                unread: number;
            };
        };
        CommunityUnreadAnswer: components["schemas"]["Envelope"] & {
            data: {
                unread: number;
            };
        };
        QrCodeAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @description The serial in groups of four */
                code: string;
                /** @enum {string} */
                status: "genuine" | "unsold" | "revoked";
                product: {
                    id: number;
                    name: string;
                    image: string;
                    product_no: string;
                };
                edition: {
                    /** @description n of N */
                    number: number;
                    total: number;
                };
                /** @description Checks by distinct visitors, one each per 24 hours, at most two per address */
                check_count: number;
                first_checked_at: components["schemas"]["Time"] | null;
                /** @description This check was counted (the visitor’s first in 24 hours) */
                counted: boolean;
                /** @description When its unit shipped to its first owner */
                activated_at: components["schemas"]["Time"] | null;
                revoked_at: components["schemas"]["Time"] | null;
                revoke_reason: string;
                /** @description The signed-in caller is its registered owner */
                mine: boolean;
                /** @description Owners in order, the current one last; masked */
                owners: {
                    /** @description Masked: the first character and stars */
                    name: string;
                    since: components["schemas"]["Time"];
                    until: components["schemas"]["Time"] | null;
                }[];
            };
        };
        MySerialsAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    code: string;
                    product: {
                        id: number;
                        name: string;
                        image: string;
                        product_no: string;
                    };
                    edition: {
                        /** @description n of N */
                        number: number;
                        total: number;
                    };
                    /** @description When the caller became its owner */
                    since: components["schemas"]["Time"];
                    /** @enum {string} */
                    state: "unsold" | "owned" | "revoked";
                    /** @description A transfer code is outstanding until then */
                    transfer_expires_at: components["schemas"]["Time"] | null;
                }[];
            };
        };
        SerialTransferCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                code: string;
                transfer_code: string;
                expires_at: components["schemas"]["Time"];
            };
        };
        SerialTransferAcceptAnswer: components["schemas"]["Envelope"] & {
            data: {
                code: string;
                product: {
                    id: number;
                    name: string;
                    image: string;
                    product_no: string;
                };
                edition: {
                    /** @description n of N */
                    number: number;
                    total: number;
                };
                /** @description When the caller became its owner */
                since: components["schemas"]["Time"];
                /** @enum {string} */
                state: "unsold" | "owned" | "revoked";
                /** @description A transfer code is outstanding until then */
                transfer_expires_at: components["schemas"]["Time"] | null;
            };
        };
        SerialReportAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                created_at: components["schemas"]["Time"];
            };
        };
        DataExportCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                ticket: string;
                expires_at: components["schemas"]["Time"];
                file_name: string;
            };
        };
        AccountCancelInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                cooling_off_days: number;
                /** @description Usable points, lost */
                points: number;
                /** @description Community memberships, lost */
                groups: {
                    id: number;
                    name: string;
                }[];
                /** @description Serials owned, which return to "owner unknown" */
                serials: number;
                favourites: number;
                follows: number;
                /** @description Job applications, erased with their résumés */
                applications: number;
                /** @description Unpaid, awaiting shipment or in transit: cancelling waits for them */
                blocking_orders: {
                    id: number;
                    order_no: string;
                    /** @enum {string} */
                    status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                }[];
            };
        };
        AccountCancelAnswer: components["schemas"]["Envelope"] & {
            data: {
                erase_after: components["schemas"]["Time"];
            };
        };
        AuditListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    /** @description 0 for the shop’s own jobs (`SYSTEM_ACTOR`) */
                    actor_id: number;
                    actor_name: string;
                    actor_role: ("user" | "admin" | "operator" | "editor") | "system";
                    action: string;
                    /** @enum {string} */
                    target_type: "product" | "category" | "banner" | "artisan" | "order" | "customer" | "settings" | "score_config" | "game_config" | "group" | "group_application" | "group_report" | "group_member" | "community_settings" | "serial_batch" | "serial_alert" | "fake_report" | "content_company" | "content_founder" | "content_story" | "content_richText" | "content_gallery" | "content_team" | "content_process" | "content_technology" | "content_mr" | "content_news" | "content_link" | "position" | "application" | "erasure" | "payment_reconciliation" | "payment_mismatch" | "drop";
                    target_id: string;
                    /** @description Null when the record was created */
                    before: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Null when the record was removed */
                    after: {
                        [key: string]: unknown;
                    } | null;
                    ip: string;
                    created_at: components["schemas"]["Time"];
                    /** @description How the console names what this row holds */
                    labels: {
                        /** @description The action in words, in the request’s language */
                        action: string;
                        /** @description Each changed field’s label */
                        fields: {
                            [key: string]: string;
                        };
                        /** @description Coded values in words, by field then by value */
                        values: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                    };
                }[];
            };
        };
        AuditActionsAnswer: components["schemas"]["Envelope"] & {
            data: {
                value: string;
                label: string;
            }[];
        };
        ProductAdminListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    /** @enum {string} */
                    type: "art" | "points";
                    product_no: string;
                    name_zh: string;
                    name_en: string;
                    image: string;
                    category_id: number;
                    category_name: string;
                    price: components["schemas"]["Money"];
                    score_price: number;
                    stock: number;
                    sales: number;
                    on_sale: boolean;
                    low_stock: boolean;
                    /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                    missing_english: string[];
                    updated_at: components["schemas"]["Time"];
                }[];
            };
        };
        ProductAdminInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                type: "art" | "points";
                category_id: number;
                artisan_id: number | null;
                name_zh: string;
                /** @default  */
                name_en: string;
                /** @default  */
                description_zh: string;
                /** @default  */
                description_en: string;
                specs_zh: {
                    /** @default  */
                    name: string;
                    /** @default  */
                    value: string;
                }[];
                specs_en: {
                    /** @default  */
                    name: string;
                    /** @default  */
                    value: string;
                }[];
                /** @default  */
                brand_zh: string;
                /** @default  */
                brand_en: string;
                product_no: string;
                /** @default 0 */
                gross_weight: number;
                /** @default  */
                age_of_use_zh: string;
                /** @default  */
                age_of_use_en: string;
                /** @default  */
                material_zh: string;
                /** @default  */
                material_en: string;
                /** @default  */
                size_zh: string;
                /** @default  */
                size_en: string;
                price: components["schemas"]["Money"];
                /** @default 0 */
                score_price: number;
                /** @default 0 */
                earn_score: number;
                images: string[];
                /** @description "YYYY-MM-DD HH:mm" on the shop’s clock, or null */
                release_at: string | null;
                limit_per_customer: number | null;
                id: number;
                stock: number;
                sales: number;
                on_sale: boolean;
                /** @enum {string} */
                sale_mode: "first_come" | "draw";
                /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                missing_english: string[];
                created_at: components["schemas"]["Time"];
                updated_at: components["schemas"]["Time"];
                /** @description The latest stock movements */
                movements: {
                    id: number;
                    delta: number;
                    stock_after: number;
                    reason: string;
                    actor_name: string;
                    created_at: components["schemas"]["Time"];
                }[];
                history: {
                    id: number;
                    /** @description 0 for the shop’s own jobs (`SYSTEM_ACTOR`) */
                    actor_id: number;
                    actor_name: string;
                    actor_role: ("user" | "admin" | "operator" | "editor") | "system";
                    action: string;
                    /** @enum {string} */
                    target_type: "product" | "category" | "banner" | "artisan" | "order" | "customer" | "settings" | "score_config" | "game_config" | "group" | "group_application" | "group_report" | "group_member" | "community_settings" | "serial_batch" | "serial_alert" | "fake_report" | "content_company" | "content_founder" | "content_story" | "content_richText" | "content_gallery" | "content_team" | "content_process" | "content_technology" | "content_mr" | "content_news" | "content_link" | "position" | "application" | "erasure" | "payment_reconciliation" | "payment_mismatch" | "drop";
                    target_id: string;
                    /** @description Null when the record was created */
                    before: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Null when the record was removed */
                    after: {
                        [key: string]: unknown;
                    } | null;
                    ip: string;
                    created_at: components["schemas"]["Time"];
                    /** @description How the console names what this row holds */
                    labels: {
                        /** @description The action in words, in the request’s language */
                        action: string;
                        /** @description Each changed field’s label */
                        fields: {
                            [key: string]: string;
                        };
                        /** @description Coded values in words, by field then by value */
                        values: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                    };
                }[];
            };
        };
        ProductSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
            };
        };
        ProductPublishAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                on_sale: boolean;
            };
        };
        StockAdjustAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                stock: number;
            };
        };
        StockMovementsAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    delta: number;
                    stock_after: number;
                    reason: string;
                    actor_name: string;
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        ProductExportAnswer: components["schemas"]["Envelope"] & {
            data: {
                filename: string;
                csv: components["schemas"]["CsvFile"];
            };
        };
        ProductImportPreviewAnswer: components["schemas"]["Envelope"] & {
            data: {
                rows: {
                    /** @description Line in the file, the header being line 1 */
                    line: number;
                    product_no: string;
                    /** @enum {string} */
                    action: "create" | "update";
                    values: {
                        [key: string]: string;
                    };
                    errors: string[];
                }[];
                valid: boolean;
            };
        };
        ProductImportAnswer: components["schemas"]["Envelope"] & {
            data: {
                created: number;
                updated: number;
            };
        };
        CategoryAdminListAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                type: "art" | "points";
                code: string;
                name_zh: string;
                name_en: string;
                image: string;
                sort: number;
                product_count: number;
            }[];
        };
        CategorySaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
            };
        };
        CategoryReorderAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        BannerAdminListAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                position: "about" | "home" | "shop" | "points";
                title_zh: string;
                title_en: string;
                subtitle_zh: string;
                subtitle_en: string;
                image: string;
                link: string;
                sort: number;
                /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                missing_english: string[];
            }[];
        };
        BannerSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
            };
        };
        BannerReorderAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        BannerDeleteAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        ArtistAdminListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    name_zh: string;
                    /** @default  */
                    name_en: string;
                    /** @default  */
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    intro_zh: string;
                    /** @default  */
                    intro_en: string;
                    /** @default  */
                    bio_zh: string;
                    /** @default  */
                    bio_en: string;
                    /** @default  */
                    city_zh: string;
                    /** @default  */
                    city_en: string;
                    /** @default  */
                    avatar: string;
                    /** @default  */
                    cover: string;
                    /** @default 0 */
                    sort: number;
                    id: number;
                    /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                    missing_english: string[];
                }[];
            };
        };
        ArtistSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
            };
        };
        OrderAdminListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    order_no: string;
                    /** @enum {string} */
                    type: "art" | "points";
                    /** @enum {string} */
                    status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                    buyer: {
                        id: number;
                        username: string;
                        mobile: string;
                    } | null;
                    recipient_name: string;
                    recipient_mobile: string;
                    /** @description The first line’s product name */
                    first_item: string;
                    /** @description Units in the order */
                    quantity: number;
                    total_amount: components["schemas"]["Money"];
                    total_score: number;
                    pay_method: ("score" | "sandbox" | "wechat" | "alipay") | null;
                    carrier: string | null;
                    tracking_no: string | null;
                    /** @description The buyer hid it from their list; the shop keeps it */
                    buyer_deleted: boolean;
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        OrderAdminInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                order_no: string;
                /** @enum {string} */
                type: "art" | "points";
                /** @enum {string} */
                status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                lines: {
                    product_id: number;
                    name: string;
                    image: string;
                    /** @description Unit price; "0.00" in the points mall */
                    price: components["schemas"]["Money"];
                    /** @description Unit points price; 0 in the art mall */
                    score_price: number;
                    quantity: number;
                    line_total: components["schemas"]["Money"];
                    line_score: number;
                    /** @description Points the line earns once the order completes */
                    earn_score: number;
                }[];
                /** @description Units in the order */
                quantity: number;
                total_amount: components["schemas"]["Money"];
                total_score: number;
                pay_deadline: components["schemas"]["Time"];
                created_at: components["schemas"]["Time"];
                goods_amount: components["schemas"]["Money"];
                ship_fee: components["schemas"]["Money"];
                earn_score: number;
                /** @enum {string} */
                delivery: "express";
                remark: string;
                recipient: {
                    name: string;
                    mobile: string;
                    province: string;
                    city: string;
                    district: string;
                    address: string;
                    postal_code: string;
                };
                /** @description The address may still be changed, once */
                address_changeable: boolean;
                pay_method: ("score" | "sandbox" | "wechat" | "alipay") | null;
                /** @description What was actually paid in cash */
                paid_amount: components["schemas"]["Money"];
                /** @description What was actually paid in points */
                paid_score: number;
                paid_at: components["schemas"]["Time"] | null;
                canceled_at: components["schemas"]["Time"] | null;
                cancel_reason: ("buyer" | "timeout" | "staff") | null;
                refunded: boolean;
                express: {
                    carrier: string;
                    tracking_no: string;
                    shipped_at: components["schemas"]["Time"];
                } | null;
                received_at: components["schemas"]["Time"] | null;
                /** @description Points credited when the order completed */
                earned_score: number;
                buyer: {
                    id: number;
                    username: string;
                    mobile: string;
                } | null;
                buyer_deleted: boolean;
                tracking: {
                    id: number;
                    time: components["schemas"]["Time"];
                    text: string;
                }[];
                timeline: {
                    /** @enum {string} */
                    event: "created" | "paid" | "address_changed" | "shipped" | "received" | "canceled" | "refunded";
                    time: components["schemas"]["Time"];
                }[];
                /** @description Not shipped yet: the studio may cancel and refund it */
                refundable: boolean;
                /** @description Serials activated for its units */
                serials: {
                    code: string;
                    product_id: number;
                    edition: {
                        /** @description n of N */
                        number: number;
                        total: number;
                    };
                }[];
                history: {
                    id: number;
                    /** @description 0 for the shop’s own jobs (`SYSTEM_ACTOR`) */
                    actor_id: number;
                    actor_name: string;
                    actor_role: ("user" | "admin" | "operator" | "editor") | "system";
                    action: string;
                    /** @enum {string} */
                    target_type: "product" | "category" | "banner" | "artisan" | "order" | "customer" | "settings" | "score_config" | "game_config" | "group" | "group_application" | "group_report" | "group_member" | "community_settings" | "serial_batch" | "serial_alert" | "fake_report" | "content_company" | "content_founder" | "content_story" | "content_richText" | "content_gallery" | "content_team" | "content_process" | "content_technology" | "content_mr" | "content_news" | "content_link" | "position" | "application" | "erasure" | "payment_reconciliation" | "payment_mismatch" | "drop";
                    target_id: string;
                    /** @description Null when the record was created */
                    before: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Null when the record was removed */
                    after: {
                        [key: string]: unknown;
                    } | null;
                    ip: string;
                    created_at: components["schemas"]["Time"];
                    /** @description How the console names what this row holds */
                    labels: {
                        /** @description The action in words, in the request’s language */
                        action: string;
                        /** @description Each changed field’s label */
                        fields: {
                            [key: string]: string;
                        };
                        /** @description Coded values in words, by field then by value */
                        values: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                    };
                }[];
            };
        };
        OrderShipAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                order_no: string;
                /** @enum {string} */
                type: "art" | "points";
                /** @enum {string} */
                status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                lines: {
                    product_id: number;
                    name: string;
                    image: string;
                    /** @description Unit price; "0.00" in the points mall */
                    price: components["schemas"]["Money"];
                    /** @description Unit points price; 0 in the art mall */
                    score_price: number;
                    quantity: number;
                    line_total: components["schemas"]["Money"];
                    line_score: number;
                    /** @description Points the line earns once the order completes */
                    earn_score: number;
                }[];
                /** @description Units in the order */
                quantity: number;
                total_amount: components["schemas"]["Money"];
                total_score: number;
                pay_deadline: components["schemas"]["Time"];
                created_at: components["schemas"]["Time"];
                goods_amount: components["schemas"]["Money"];
                ship_fee: components["schemas"]["Money"];
                earn_score: number;
                /** @enum {string} */
                delivery: "express";
                remark: string;
                recipient: {
                    name: string;
                    mobile: string;
                    province: string;
                    city: string;
                    district: string;
                    address: string;
                    postal_code: string;
                };
                /** @description The address may still be changed, once */
                address_changeable: boolean;
                pay_method: ("score" | "sandbox" | "wechat" | "alipay") | null;
                /** @description What was actually paid in cash */
                paid_amount: components["schemas"]["Money"];
                /** @description What was actually paid in points */
                paid_score: number;
                paid_at: components["schemas"]["Time"] | null;
                canceled_at: components["schemas"]["Time"] | null;
                cancel_reason: ("buyer" | "timeout" | "staff") | null;
                refunded: boolean;
                express: {
                    carrier: string;
                    tracking_no: string;
                    shipped_at: components["schemas"]["Time"];
                } | null;
                received_at: components["schemas"]["Time"] | null;
                /** @description Points credited when the order completed */
                earned_score: number;
            };
        };
        OrderTrackAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                time: components["schemas"]["Time"];
                text: string;
            }[];
        };
        OrderShipBatchAnswer: components["schemas"]["Envelope"] & {
            data: {
                shipped: number;
                refused: number;
                results: {
                    /** @description The row’s line in the file; the header is line 1 */
                    line: number;
                    order_no: string;
                    shipped: boolean;
                    /** @description Why the row was refused, in the request’s language */
                    reason: string | null;
                }[];
            };
        };
        OrderRefundAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                refunded: boolean;
            };
        };
        OrderExportAnswer: components["schemas"]["Envelope"] & {
            data: {
                filename: string;
                csv: components["schemas"]["CsvFile"];
                rows: number;
                /** @description Orders matching; more than `rows` when the export was cut */
                total: number;
                truncated: boolean;
            };
        };
        PaymentListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    order_id: number;
                    order_no: string;
                    /** @enum {string} */
                    gateway: "sandbox" | "wechat" | "alipay";
                    /** @description The shop’s number for the payment (out_trade_no) */
                    session_id: string;
                    /** @description The provider’s transaction id, once paid */
                    trade_no: string | null;
                    /** @description The refund’s number at the provider, once refunded */
                    refund_no: string | null;
                    amount: components["schemas"]["Money"];
                    /** @enum {string} */
                    status: "pending" | "paid" | "failed" | "refunded";
                    device: ("desktop" | "phone") | null;
                    created_at: components["schemas"]["Time"];
                    paid_at: components["schemas"]["Time"] | null;
                    refunded_at: components["schemas"]["Time"] | null;
                }[];
            };
        };
        ReconciliationListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    /** @enum {string} */
                    gateway: "sandbox" | "wechat" | "alipay";
                    day: string;
                    /** @enum {string} */
                    status: "matched" | "mismatched" | "failed";
                    /** @description Lines in the provider’s bills */
                    lines: number;
                    matched: number;
                    mismatches: number;
                    /** @description Mismatches no one has resolved yet */
                    unresolved: number;
                    /** @description Why the bills could not be read (status failed) */
                    error: string | null;
                    checked_at: components["schemas"]["Time"];
                }[];
            };
        };
        ReconciliationInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                gateway: "sandbox" | "wechat" | "alipay";
                day: string;
                /** @enum {string} */
                status: "matched" | "mismatched" | "failed";
                /** @description Lines in the provider’s bills */
                lines: number;
                matched: number;
                mismatches: number;
                /** @description Mismatches no one has resolved yet */
                unresolved: number;
                /** @description Why the bills could not be read (status failed) */
                error: string | null;
                checked_at: components["schemas"]["Time"];
                items: {
                    id: number;
                    /** @enum {string} */
                    kind: "missing_here" | "missing_there" | "amount" | "status";
                    /** @enum {string} */
                    line_kind: "payment" | "refund";
                    session_id: string;
                    refund_no: string | null;
                    trade_no: string | null;
                    /** @description The order, when the shop knows the payment */
                    order_id: number | null;
                    order_no: string | null;
                    our_amount: components["schemas"]["Money"] | null;
                    their_amount: components["schemas"]["Money"] | null;
                    our_status: string | null;
                    their_status: string | null;
                    resolved_at: components["schemas"]["Time"] | null;
                    resolved_by: string | null;
                    note: string | null;
                }[];
            };
        };
        ReconciliationRunAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                gateway: "sandbox" | "wechat" | "alipay";
                day: string;
                /** @enum {string} */
                status: "matched" | "mismatched" | "failed";
                /** @description Lines in the provider’s bills */
                lines: number;
                matched: number;
                mismatches: number;
                /** @description Mismatches no one has resolved yet */
                unresolved: number;
                /** @description Why the bills could not be read (status failed) */
                error: string | null;
                checked_at: components["schemas"]["Time"];
                items: {
                    id: number;
                    /** @enum {string} */
                    kind: "missing_here" | "missing_there" | "amount" | "status";
                    /** @enum {string} */
                    line_kind: "payment" | "refund";
                    session_id: string;
                    refund_no: string | null;
                    trade_no: string | null;
                    /** @description The order, when the shop knows the payment */
                    order_id: number | null;
                    order_no: string | null;
                    our_amount: components["schemas"]["Money"] | null;
                    their_amount: components["schemas"]["Money"] | null;
                    our_status: string | null;
                    their_status: string | null;
                    resolved_at: components["schemas"]["Time"] | null;
                    resolved_by: string | null;
                    note: string | null;
                }[];
            };
        };
        MismatchResolveAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                kind: "missing_here" | "missing_there" | "amount" | "status";
                /** @enum {string} */
                line_kind: "payment" | "refund";
                session_id: string;
                refund_no: string | null;
                trade_no: string | null;
                /** @description The order, when the shop knows the payment */
                order_id: number | null;
                order_no: string | null;
                our_amount: components["schemas"]["Money"] | null;
                their_amount: components["schemas"]["Money"] | null;
                our_status: string | null;
                their_status: string | null;
                resolved_at: components["schemas"]["Time"] | null;
                resolved_by: string | null;
                note: string | null;
            };
        };
        CustomerListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    username: string;
                    nickname: string;
                    mobile: string;
                    avatar: string;
                    /** @enum {string} */
                    role: "user" | "admin" | "operator" | "editor";
                    /** @description Usable points */
                    score: number;
                    /** @description Points earned in all */
                    score_total: number;
                    order_count: number;
                    /** @enum {string} */
                    status: "active" | "disabled";
                    disabled_at: components["schemas"]["Time"] | null;
                    /** @description Erased accounts show no personal data: a cancelled name, no phone, no avatar */
                    cancellation: ("cooling_off" | "erased") | null;
                    /** @description During the cooling-off period, when erasure is due */
                    erase_after: components["schemas"]["Time"] | null;
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        CustomerInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                profile: {
                    id: number;
                    username: string;
                    nickname: string;
                    mobile: string;
                    avatar: string;
                    /** @enum {string} */
                    role: "user" | "admin" | "operator" | "editor";
                    /** @description Usable points */
                    score: number;
                    /** @description Points earned in all */
                    score_total: number;
                    order_count: number;
                    /** @enum {string} */
                    status: "active" | "disabled";
                    disabled_at: components["schemas"]["Time"] | null;
                    /** @description Erased accounts show no personal data: a cancelled name, no phone, no avatar */
                    cancellation: ("cooling_off" | "erased") | null;
                    /** @description During the cooling-off period, when erasure is due */
                    erase_after: components["schemas"]["Time"] | null;
                    created_at: components["schemas"]["Time"];
                    gender: string;
                    birthday: string | null;
                    disabled_reason: string | null;
                };
                /** @description The latest 20 */
                orders: {
                    id: number;
                    order_no: string;
                    /** @enum {string} */
                    type: "art" | "points";
                    /** @enum {string} */
                    status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                    total_amount: components["schemas"]["Money"];
                    total_score: number;
                    created_at: components["schemas"]["Time"];
                }[];
                favourites: {
                    list: {
                        id: number;
                        product_id: number;
                        created_at: components["schemas"]["Time"];
                        product: {
                            id: number;
                            /** @enum {string} */
                            type: "art" | "points";
                            category_id: number;
                            name: string;
                            image: string;
                            /** @description Cash price in yuan; "0.00" in the points mall */
                            price: components["schemas"]["Money"];
                            /** @description Points price; 0 in the art mall */
                            score_price: number;
                            /** @description Points a completed purchase of one earns */
                            earn_score: number;
                            stock: number;
                            /** @description Units sold; what "popular" sorts by */
                            sales: number;
                            /** @description When it goes on sale; shown but not sold before; null: on sale now */
                            release_at: components["schemas"]["Time"] | null;
                            /** @description The most units one customer may buy (cancelled orders aside); null: no limit */
                            limit_per_customer: number | null;
                            /**
                             * @description first_come: the first orders get it; draw: a draw
                             * @enum {string}
                             */
                            sale_mode: "first_come" | "draw";
                        };
                    }[];
                    total: number;
                    page: number;
                    limit: number;
                };
                follows: {
                    list: {
                        id: number;
                        name: string;
                        /** @description What they do, e.g. "Generative artist" */
                        title: string;
                        avatar: string;
                        cover: string;
                        /** @description One line */
                        intro: string;
                        city: string;
                        like_count: number;
                        follower_count: number;
                        works_count: number;
                        followed_at: components["schemas"]["Time"];
                    }[];
                    total: number;
                    page: number;
                    limit: number;
                };
                history: {
                    id: number;
                    /** @description 0 for the shop’s own jobs (`SYSTEM_ACTOR`) */
                    actor_id: number;
                    actor_name: string;
                    actor_role: ("user" | "admin" | "operator" | "editor") | "system";
                    action: string;
                    /** @enum {string} */
                    target_type: "product" | "category" | "banner" | "artisan" | "order" | "customer" | "settings" | "score_config" | "game_config" | "group" | "group_application" | "group_report" | "group_member" | "community_settings" | "serial_batch" | "serial_alert" | "fake_report" | "content_company" | "content_founder" | "content_story" | "content_richText" | "content_gallery" | "content_team" | "content_process" | "content_technology" | "content_mr" | "content_news" | "content_link" | "position" | "application" | "erasure" | "payment_reconciliation" | "payment_mismatch" | "drop";
                    target_id: string;
                    /** @description Null when the record was created */
                    before: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Null when the record was removed */
                    after: {
                        [key: string]: unknown;
                    } | null;
                    ip: string;
                    created_at: components["schemas"]["Time"];
                    /** @description How the console names what this row holds */
                    labels: {
                        /** @description The action in words, in the request’s language */
                        action: string;
                        /** @description Each changed field’s label */
                        fields: {
                            [key: string]: string;
                        };
                        /** @description Coded values in words, by field then by value */
                        values: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                    };
                }[];
            };
        };
        CustomerPointsAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    delta: number;
                    balance_after: number;
                    /** @description order_pay, order_refund, order_earn, opening, staff_adjust */
                    reason: string;
                    /** @description An order number, or `staff:<user name>` */
                    ref: string;
                    /** @description What staff wrote when adjusting by hand */
                    note: string;
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        PointsAdjustAnswer: components["schemas"]["Envelope"] & {
            data: {
                score: number;
                score_total: number;
            };
        };
        CustomerDisableAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                status: "active" | "disabled";
                disabled_at: components["schemas"]["Time"] | null;
            };
        };
        CustomerEnableAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                status: "active" | "disabled";
                disabled_at: components["schemas"]["Time"] | null;
            };
        };
        StaffListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    username: string;
                    nickname: string;
                    mobile: string;
                    /** @enum {string} */
                    role: "user" | "admin" | "operator" | "editor";
                    /** @enum {string} */
                    status: "active" | "disabled";
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        StaffRoleSetAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                username: string;
                nickname: string;
                mobile: string;
                /** @enum {string} */
                role: "user" | "admin" | "operator" | "editor";
                /** @enum {string} */
                status: "active" | "disabled";
                created_at: components["schemas"]["Time"];
            };
        };
        DashboardStatsAnswer: components["schemas"]["Envelope"] & {
            data: {
                from: string;
                to: string;
                time_zone: string;
                /** @description One row per day, zeros on a day with nothing */
                days: {
                    day: string;
                    /** @description Paid art-mall orders placed that day */
                    art_orders: number;
                    /** @description Their cash total */
                    art_amount: components["schemas"]["Money"];
                    /** @description Paid points-mall orders placed that day */
                    points_orders: number;
                    /** @description Their points total */
                    points_score: number;
                    new_customers: number;
                }[];
                totals: {
                    art_orders: number;
                    art_amount: components["schemas"]["Money"];
                    /** @description Cash per paid art-mall order */
                    average_order_value: components["schemas"]["Money"];
                    points_orders: number;
                    points_score: number;
                    new_customers: number;
                };
                /** @description Orders placed in the range, by their status now */
                statuses: {
                    /** @enum {string} */
                    status: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                    count: number;
                }[];
                top_by_units: {
                    product_id: number;
                    name: string;
                    /** @enum {string} */
                    type: "art" | "points";
                    units: number;
                    /** @description Cash taken (art mall) */
                    amount: components["schemas"]["Money"];
                    /** @description Points taken (points mall) */
                    score: number;
                }[];
                top_by_revenue: {
                    product_id: number;
                    name: string;
                    /** @enum {string} */
                    type: "art" | "points";
                    units: number;
                    /** @description Cash taken (art mall) */
                    amount: components["schemas"]["Money"];
                    /** @description Points taken (points mall) */
                    score: number;
                }[];
                points: {
                    /** @description Points given in the range, refunds aside */
                    issued: number;
                    /** @description Points spent in the range, less refunds */
                    redeemed: number;
                    /** @description Points customers hold now */
                    outstanding: number;
                };
                /** @description Mismatches between the providers’ bills and the payments no one has resolved */
                payment_mismatches: number;
            };
        };
        SettingsInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                version: number;
                values: {
                    /** @description Minutes a new order waits for payment */
                    pay_timeout_minutes: number;
                    /** @description Days after shipment until receipt is confirmed for the buyer */
                    auto_receive_days: number;
                    /** @description When, Beijing time, yesterday’s payment bills are matched (HH:MM) */
                    bill_check_time: string;
                    /** @description Shipping of an art-mall order below the threshold */
                    ship_base_fee: components["schemas"]["Money"];
                    /** @description Art-mall goods worth this much or more ship free */
                    ship_free_threshold: components["schemas"]["Money"];
                    service_phone: string;
                    service_email: string;
                    service_address: {
                        "zh-cn": string;
                        en: string;
                    };
                    business_hours: {
                        "zh-cn": string;
                        en: string;
                    };
                };
                versions: {
                    list: {
                        version: number;
                        /** @description Null for the version the shop started with */
                        actor_id: number | null;
                        actor_name: string;
                        created_at: components["schemas"]["Time"];
                    }[];
                    total: number;
                    page: number;
                    limit: number;
                };
            };
        };
        SettingsSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                version: number;
            };
        };
        ScoreConfigInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                version: number;
                values: {
                    sign_points: number;
                    streak: {
                        cycle_days: number;
                        bonuses: {
                            day: number;
                            points: number;
                        }[];
                    };
                    earn_points_per_yuan: number | null;
                    expiry: {
                        /** @enum {string} */
                        policy: "never" | "days";
                        days: number | null;
                    };
                    levels: {
                        threshold: number;
                        name: {
                            "zh-cn": string;
                            en: string;
                        };
                    }[];
                };
                versions: {
                    list: {
                        version: number;
                        /** @description Null for the version the shop started with */
                        actor_id: number | null;
                        actor_name: string;
                        created_at: components["schemas"]["Time"];
                    }[];
                    total: number;
                    page: number;
                    limit: number;
                };
                /** @description The latest saves in the audit trail, newest first */
                history: {
                    id: number;
                    /** @description 0 for the shop’s own jobs (`SYSTEM_ACTOR`) */
                    actor_id: number;
                    actor_name: string;
                    actor_role: ("user" | "admin" | "operator" | "editor") | "system";
                    action: string;
                    /** @enum {string} */
                    target_type: "product" | "category" | "banner" | "artisan" | "order" | "customer" | "settings" | "score_config" | "game_config" | "group" | "group_application" | "group_report" | "group_member" | "community_settings" | "serial_batch" | "serial_alert" | "fake_report" | "content_company" | "content_founder" | "content_story" | "content_richText" | "content_gallery" | "content_team" | "content_process" | "content_technology" | "content_mr" | "content_news" | "content_link" | "position" | "application" | "erasure" | "payment_reconciliation" | "payment_mismatch" | "drop";
                    target_id: string;
                    /** @description Null when the record was created */
                    before: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Null when the record was removed */
                    after: {
                        [key: string]: unknown;
                    } | null;
                    ip: string;
                    created_at: components["schemas"]["Time"];
                    /** @description How the console names what this row holds */
                    labels: {
                        /** @description The action in words, in the request’s language */
                        action: string;
                        /** @description Each changed field’s label */
                        fields: {
                            [key: string]: string;
                        };
                        /** @description Coded values in words, by field then by value */
                        values: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                    };
                }[];
            };
        };
        ScoreConfigSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                version: number;
            };
        };
        GameConfigInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                version: number;
                values: {
                    cost: number;
                    prizes: {
                        name: {
                            "zh-cn": string;
                            en: string;
                        };
                        points: number;
                        weight: number;
                    }[];
                    daily_limit: number;
                    daily_budget: number;
                };
                versions: {
                    list: {
                        version: number;
                        /** @description Null for the version the shop started with */
                        actor_id: number | null;
                        actor_name: string;
                        created_at: components["schemas"]["Time"];
                    }[];
                    total: number;
                    page: number;
                    limit: number;
                };
                /** @description The latest saves in the audit trail, newest first */
                history: {
                    id: number;
                    /** @description 0 for the shop’s own jobs (`SYSTEM_ACTOR`) */
                    actor_id: number;
                    actor_name: string;
                    actor_role: ("user" | "admin" | "operator" | "editor") | "system";
                    action: string;
                    /** @enum {string} */
                    target_type: "product" | "category" | "banner" | "artisan" | "order" | "customer" | "settings" | "score_config" | "game_config" | "group" | "group_application" | "group_report" | "group_member" | "community_settings" | "serial_batch" | "serial_alert" | "fake_report" | "content_company" | "content_founder" | "content_story" | "content_richText" | "content_gallery" | "content_team" | "content_process" | "content_technology" | "content_mr" | "content_news" | "content_link" | "position" | "application" | "erasure" | "payment_reconciliation" | "payment_mismatch" | "drop";
                    target_id: string;
                    /** @description Null when the record was created */
                    before: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Null when the record was removed */
                    after: {
                        [key: string]: unknown;
                    } | null;
                    ip: string;
                    created_at: components["schemas"]["Time"];
                    /** @description How the console names what this row holds */
                    labels: {
                        /** @description The action in words, in the request’s language */
                        action: string;
                        /** @description Each changed field’s label */
                        fields: {
                            [key: string]: string;
                        };
                        /** @description Coded values in words, by field then by value */
                        values: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                    };
                }[];
            };
        };
        GameConfigSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                version: number;
            };
        };
        PointsLiabilityAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @description The first shop day shown (30 days back by default) */
                from: string;
                /** @description The last shop day shown (today by default) */
                to: string;
                /** @description Usable points of every customer together */
                outstanding: number;
                /** @description Customers holding any points */
                holders: number;
                expiring_30d: number;
                days: {
                    day: string;
                    /** @enum {string} */
                    reason: "order_pay" | "order_refund" | "order_earn" | "opening" | "staff_adjust" | "sign_in" | "game_cost" | "game_prize" | "expire";
                    issued: number;
                    redeemed: number;
                }[];
            };
        };
        CommunityGroupListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    name_zh: string;
                    name_en: string;
                    cover: string;
                    /** @enum {string} */
                    status: "open" | "closed";
                    sort: number;
                    member_count: number;
                    post_count: number;
                    /** @description Applications waiting for a decision */
                    pending_count: number;
                    open_reports: number;
                    convention_version: number;
                    gate_product_id: number | null;
                    missing_english: string[];
                    updated_at: components["schemas"]["Time"];
                }[];
            };
        };
        CommunityGroupInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                name_zh: string;
                /** @default  */
                name_en: string;
                description_zh: string;
                /** @default  */
                description_en: string;
                cover: string;
                convention_zh: string;
                /** @default  */
                convention_en: string;
                /**
                 * @default open
                 * @enum {string}
                 */
                status: "open" | "closed";
                /** @default 0 */
                sort: number;
                /**
                 * @description Owners of this product join at once
                 * @default null
                 */
                gate_product_id: number | null;
                /**
                 * @description Owners by a completed order of the gate product, or by a shipped serial of it
                 * @default order
                 * @enum {string}
                 */
                gate_kind: "order" | "serial";
                questions: {
                    id: number;
                    /** @enum {string} */
                    kind: "single" | "multiple" | "text";
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    required: boolean;
                    options: {
                        id: number;
                        label_zh: string;
                        label_en: string;
                    }[];
                }[];
                images: {
                    id: number;
                    url: string;
                    /** @default  */
                    caption_zh: string;
                    /** @default  */
                    caption_en: string;
                }[];
                id: number;
                convention_version: number;
                convention_updated_at: components["schemas"]["Time"];
                gate_product: {
                    id: number;
                    name: string;
                } | null;
                member_count: number;
                missing_english: string[];
                created_at: components["schemas"]["Time"];
                updated_at: components["schemas"]["Time"];
            };
        };
        CommunityGroupSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                name_zh: string;
                /** @default  */
                name_en: string;
                description_zh: string;
                /** @default  */
                description_en: string;
                cover: string;
                convention_zh: string;
                /** @default  */
                convention_en: string;
                /**
                 * @default open
                 * @enum {string}
                 */
                status: "open" | "closed";
                /** @default 0 */
                sort: number;
                /**
                 * @description Owners of this product join at once
                 * @default null
                 */
                gate_product_id: number | null;
                /**
                 * @description Owners by a completed order of the gate product, or by a shipped serial of it
                 * @default order
                 * @enum {string}
                 */
                gate_kind: "order" | "serial";
                questions: {
                    id: number;
                    /** @enum {string} */
                    kind: "single" | "multiple" | "text";
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    required: boolean;
                    options: {
                        id: number;
                        label_zh: string;
                        label_en: string;
                    }[];
                }[];
                images: {
                    id: number;
                    url: string;
                    /** @default  */
                    caption_zh: string;
                    /** @default  */
                    caption_en: string;
                }[];
                id: number;
                convention_version: number;
                convention_updated_at: components["schemas"]["Time"];
                gate_product: {
                    id: number;
                    name: string;
                } | null;
                member_count: number;
                missing_english: string[];
                created_at: components["schemas"]["Time"];
                updated_at: components["schemas"]["Time"];
            };
        };
        CommunityApplicationListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    group: {
                        id: number;
                        name: string;
                    };
                    applicant: {
                        user_id: number;
                        nickname: string;
                        /** @description Masked: 138****8000 */
                        mobile: string;
                    };
                    /** @description In the request’s language where the question has one */
                    answers: {
                        question: string;
                        answer: string;
                    }[];
                    convention_version: number;
                    /** @enum {string} */
                    status: "pending" | "approved" | "refused";
                    reason: string;
                    /** @description The staff member’s name, or empty */
                    decided_by: string;
                    created_at: components["schemas"]["Time"];
                    decided_at: components["schemas"]["Time"] | null;
                }[];
            };
        };
        CommunityApplicationDecideAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @description How many changed */
                decided: number;
                /** @description Already decided by someone else */
                skipped: number;
            };
        };
        CommunityReportListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    group: {
                        id: number;
                        name: string;
                    };
                    post: {
                        id: number;
                        author: {
                            user_id: number;
                            nickname: string;
                            /** @description Masked: 138****8000 */
                            mobile: string;
                        };
                        text: string;
                        images: string[];
                        /** @enum {string} */
                        status: "visible" | "hidden" | "deleted";
                    };
                    /** @description Set when the report is about a comment of the post */
                    comment: {
                        id: number;
                        author: {
                            user_id: number;
                            nickname: string;
                            /** @description Masked: 138****8000 */
                            mobile: string;
                        };
                        text: string;
                        /** @enum {string} */
                        status: "visible" | "hidden" | "deleted";
                    } | null;
                    /** @enum {string} */
                    reason: "spam" | "abuse" | "off_topic" | "illegal" | "other";
                    note: string;
                    reporter: {
                        user_id: number;
                        nickname: string;
                        /** @description Masked: 138****8000 */
                        mobile: string;
                    };
                    /** @description Open reports of the same post or comment */
                    reports_of_same: number;
                    /** @enum {string} */
                    status: "open" | "hidden" | "deleted" | "dismissed";
                    decided_by: string;
                    created_at: components["schemas"]["Time"];
                    decided_at: components["schemas"]["Time"] | null;
                }[];
            };
        };
        CommunityReportDecideAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @description How many changed */
                decided: number;
                /** @description Already decided by someone else */
                skipped: number;
            };
        };
        CommunityMemberListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    user_id: number;
                    nickname: string;
                    /** @description Masked: 138****8000 */
                    mobile: string;
                    joined_at: components["schemas"]["Time"];
                    accepted_version: number;
                    post_count: number;
                    banned_until: components["schemas"]["Time"] | null;
                }[];
            };
        };
        CommunityBanListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    group: {
                        id: number;
                        name: string;
                    };
                    member: {
                        user_id: number;
                        nickname: string;
                        /** @description Masked: 138****8000 */
                        mobile: string;
                    };
                    /** @description The ban ends at the start of this day */
                    until: components["schemas"]["Time"];
                    reason: string;
                    banned_by: string;
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        CommunityBanAnswer: components["schemas"]["Envelope"] & {
            data: {
                group: {
                    id: number;
                    name: string;
                };
                member: {
                    user_id: number;
                    nickname: string;
                    /** @description Masked: 138****8000 */
                    mobile: string;
                };
                /** @description The ban ends at the start of this day */
                until: components["schemas"]["Time"];
                reason: string;
                banned_by: string;
                created_at: components["schemas"]["Time"];
            };
        };
        CommunityUnbanAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        CommunitySettingsInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                cooldown_days: number;
                posts_per_hour: number;
                comments_per_hour: number;
            };
        };
        CommunitySettingsSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                cooldown_days: number;
                posts_per_hour: number;
                comments_per_hour: number;
            };
        };
        SerialBatchListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    product: {
                        id: number;
                        name: string;
                        product_no: string;
                    };
                    /** @description N: every serial is one edition n of N */
                    quantity: number;
                    note: string;
                    /** @enum {string} */
                    status: "active" | "revoked";
                    /** @description Serials shipped to an owner */
                    owned_count: number;
                    /** @description The staff member’s username */
                    created_by: string;
                    created_at: components["schemas"]["Time"];
                    revoked_at: components["schemas"]["Time"] | null;
                    revoke_reason: string;
                }[];
            };
        };
        SerialBatchInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                product: {
                    id: number;
                    name: string;
                    product_no: string;
                };
                /** @description N: every serial is one edition n of N */
                quantity: number;
                note: string;
                /** @enum {string} */
                status: "active" | "revoked";
                /** @description Serials shipped to an owner */
                owned_count: number;
                /** @description The staff member’s username */
                created_by: string;
                created_at: components["schemas"]["Time"];
                revoked_at: components["schemas"]["Time"] | null;
                revoke_reason: string;
                unsold_count: number;
            };
        };
        SerialBatchCreateAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                product: {
                    id: number;
                    name: string;
                    product_no: string;
                };
                /** @description N: every serial is one edition n of N */
                quantity: number;
                note: string;
                /** @enum {string} */
                status: "active" | "revoked";
                /** @description Serials shipped to an owner */
                owned_count: number;
                /** @description The staff member’s username */
                created_by: string;
                created_at: components["schemas"]["Time"];
                revoked_at: components["schemas"]["Time"] | null;
                revoke_reason: string;
            };
        };
        SerialBatchSerialsAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    /** @description In groups of four */
                    code: string;
                    edition: {
                        /** @description n of N */
                        number: number;
                        total: number;
                    };
                    /** @enum {string} */
                    state: "unsold" | "owned" | "revoked";
                    owner: {
                        id: number;
                        username: string;
                        mobile: string;
                    } | null;
                    /** @description The order its unit shipped with */
                    order_no: string | null;
                    activated_at: components["schemas"]["Time"] | null;
                    check_count: number;
                    first_checked_at: components["schemas"]["Time"] | null;
                }[];
            };
        };
        SerialBatchLabelsAnswer: components["schemas"]["Envelope"] & {
            data: {
                batch: {
                    id: number;
                    product: {
                        id: number;
                        name: string;
                        product_no: string;
                    };
                    /** @description N: every serial is one edition n of N */
                    quantity: number;
                    note: string;
                    /** @enum {string} */
                    status: "active" | "revoked";
                    /** @description Serials shipped to an owner */
                    owned_count: number;
                    /** @description The staff member’s username */
                    created_by: string;
                    created_at: components["schemas"]["Time"];
                    revoked_at: components["schemas"]["Time"] | null;
                    revoke_reason: string;
                };
                labels: {
                    code: string;
                    edition: {
                        /** @description n of N */
                        number: number;
                        total: number;
                    };
                    /** @description /appraisal?code=… */
                    url: string;
                }[];
            };
        };
        SerialBatchExportAnswer: components["schemas"]["Envelope"] & {
            data: {
                filename: string;
                csv: components["schemas"]["CsvFile"];
                rows: number;
            };
        };
        SerialBatchRevokeAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                product: {
                    id: number;
                    name: string;
                    product_no: string;
                };
                /** @description N: every serial is one edition n of N */
                quantity: number;
                note: string;
                /** @enum {string} */
                status: "active" | "revoked";
                /** @description Serials shipped to an owner */
                owned_count: number;
                /** @description The staff member’s username */
                created_by: string;
                created_at: components["schemas"]["Time"];
                revoked_at: components["schemas"]["Time"] | null;
                revoke_reason: string;
            };
        };
        OrderSerialAttachAnswer: components["schemas"]["Envelope"] & {
            data: {
                code: string;
                product_id: number;
                edition: {
                    /** @description n of N */
                    number: number;
                    total: number;
                };
            }[];
        };
        SerialLookupAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @description In groups of four */
                code: string;
                edition: {
                    /** @description n of N */
                    number: number;
                    total: number;
                };
                /** @enum {string} */
                state: "unsold" | "owned" | "revoked";
                owner: {
                    id: number;
                    username: string;
                    mobile: string;
                } | null;
                /** @description The order its unit shipped with */
                order_no: string | null;
                activated_at: components["schemas"]["Time"] | null;
                check_count: number;
                first_checked_at: components["schemas"]["Time"] | null;
                batch: {
                    id: number;
                    product: {
                        id: number;
                        name: string;
                        product_no: string;
                    };
                    /** @description N: every serial is one edition n of N */
                    quantity: number;
                    note: string;
                    /** @enum {string} */
                    status: "active" | "revoked";
                    /** @description Serials shipped to an owner */
                    owned_count: number;
                    /** @description The staff member’s username */
                    created_by: string;
                    created_at: components["schemas"]["Time"];
                    revoked_at: components["schemas"]["Time"] | null;
                    revoke_reason: string;
                };
                owners: {
                    account: {
                        id: number;
                        username: string;
                        mobile: string;
                    };
                    /** @enum {string} */
                    source: "shipped" | "transfer";
                    since: components["schemas"]["Time"];
                    until: components["schemas"]["Time"] | null;
                }[];
                /** @description Distinct visitors in the last 24 hours */
                visitors_today: number;
            };
        };
        SerialAlertListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    code: string;
                    product: {
                        id: number;
                        name: string;
                        product_no: string;
                    };
                    /** @description The shop’s day the alert was raised */
                    day: string;
                    /** @description Distinct visitors in the 24 hours before it was raised */
                    visitors: number;
                    /** @enum {string} */
                    status: "open" | "acknowledged";
                    created_at: components["schemas"]["Time"];
                }[];
            };
        };
        SerialAlertDecideAnswer: components["schemas"]["Envelope"] & {
            data: {
                acknowledged: number;
            };
        };
        FakeReportListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    reporter: {
                        id: number;
                        username: string;
                        mobile: string;
                    };
                    /** @description As the customer typed it */
                    code: string;
                    /**
                     * @description What the code is today
                     * @enum {string}
                     */
                    serial_status: "malformed" | "unknown" | "unsold" | "owned" | "revoked";
                    where_bought: string;
                    note: string;
                    images: string[];
                    /** @enum {string} */
                    status: "open" | "confirmed" | "dismissed";
                    decision_note: string;
                    created_at: components["schemas"]["Time"];
                    decided_at: components["schemas"]["Time"] | null;
                }[];
            };
        };
        FakeReportDecideAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                reporter: {
                    id: number;
                    username: string;
                    mobile: string;
                };
                /** @description As the customer typed it */
                code: string;
                /**
                 * @description What the code is today
                 * @enum {string}
                 */
                serial_status: "malformed" | "unknown" | "unsold" | "owned" | "revoked";
                where_bought: string;
                note: string;
                images: string[];
                /** @enum {string} */
                status: "open" | "confirmed" | "dismissed";
                decision_note: string;
                created_at: components["schemas"]["Time"];
                decided_at: components["schemas"]["Time"] | null;
            };
        };
        DropListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    product: {
                        id: number;
                        name: string;
                        product_no: string;
                    };
                    /** @enum {string} */
                    stage: "upcoming" | "open" | "closed" | "drawn";
                    quantity: number;
                    entries_open_at: components["schemas"]["Time"];
                    entries_close_at: components["schemas"]["Time"];
                    purchase_hours: number;
                    leftover_to_sale: boolean;
                    gates: {
                        /** @enum {string} */
                        kind: "group_member" | "earlier_buyer" | "serial_owner";
                        target_id: number;
                        label: string;
                    }[];
                    commitment: string;
                    entry_count: number;
                    sold_count: number;
                    /** @description Winners and moved-up entries still in their window */
                    holding_count: number;
                    drawn_at: components["schemas"]["Time"] | null;
                    created_at: components["schemas"]["Time"];
                    updated_at: components["schemas"]["Time"];
                }[];
            };
        };
        DropGetAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                product: {
                    id: number;
                    name: string;
                    product_no: string;
                };
                /** @enum {string} */
                stage: "upcoming" | "open" | "closed" | "drawn";
                quantity: number;
                entries_open_at: components["schemas"]["Time"];
                entries_close_at: components["schemas"]["Time"];
                purchase_hours: number;
                leftover_to_sale: boolean;
                gates: {
                    /** @enum {string} */
                    kind: "group_member" | "earlier_buyer" | "serial_owner";
                    target_id: number;
                    label: string;
                }[];
                commitment: string;
                entry_count: number;
                sold_count: number;
                /** @description Winners and moved-up entries still in their window */
                holding_count: number;
                drawn_at: components["schemas"]["Time"] | null;
                created_at: components["schemas"]["Time"];
                updated_at: components["schemas"]["Time"];
                proof: {
                    /** @description The seed, 32 bytes hex; its SHA-256 is the commitment */
                    server_seed: string;
                    /** @description SHA-256 of the entry list text, hex */
                    list_digest: string;
                    /** @description The entry list fixed at close, ascending id */
                    entries: {
                        id: number;
                        /** @description Masked */
                        name: string;
                    }[];
                    /** @description The entry ids in the published order; the first `quantity` won */
                    order: number[];
                    drawn_at: components["schemas"]["Time"];
                } | null;
            };
        };
        DropSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                product: {
                    id: number;
                    name: string;
                    product_no: string;
                };
                /** @enum {string} */
                stage: "upcoming" | "open" | "closed" | "drawn";
                quantity: number;
                entries_open_at: components["schemas"]["Time"];
                entries_close_at: components["schemas"]["Time"];
                purchase_hours: number;
                leftover_to_sale: boolean;
                gates: {
                    /** @enum {string} */
                    kind: "group_member" | "earlier_buyer" | "serial_owner";
                    target_id: number;
                    label: string;
                }[];
                commitment: string;
                entry_count: number;
                sold_count: number;
                /** @description Winners and moved-up entries still in their window */
                holding_count: number;
                drawn_at: components["schemas"]["Time"] | null;
                created_at: components["schemas"]["Time"];
                updated_at: components["schemas"]["Time"];
            };
        };
        DropDeleteAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
            };
        };
        DropEntriesAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    user: {
                        id: number;
                        username: string;
                        /** @description Masked */
                        mobile: string;
                    };
                    /** @description As published in the list */
                    name: string;
                    /** @enum {string} */
                    state: "entered" | "won" | "moved_up" | "bought" | "lapsed" | "not_drawn" | "void";
                    place: number | null;
                    buy_by: components["schemas"]["Time"] | null;
                    order_no: string | null;
                    entered_at: components["schemas"]["Time"];
                }[];
            };
        };
        DropDrawAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                product: {
                    id: number;
                    name: string;
                    product_no: string;
                };
                /** @enum {string} */
                stage: "upcoming" | "open" | "closed" | "drawn";
                quantity: number;
                entries_open_at: components["schemas"]["Time"];
                entries_close_at: components["schemas"]["Time"];
                purchase_hours: number;
                leftover_to_sale: boolean;
                gates: {
                    /** @enum {string} */
                    kind: "group_member" | "earlier_buyer" | "serial_owner";
                    target_id: number;
                    label: string;
                }[];
                commitment: string;
                entry_count: number;
                sold_count: number;
                /** @description Winners and moved-up entries still in their window */
                holding_count: number;
                drawn_at: components["schemas"]["Time"] | null;
                created_at: components["schemas"]["Time"];
                updated_at: components["schemas"]["Time"];
                proof: {
                    /** @description The seed, 32 bytes hex; its SHA-256 is the commitment */
                    server_seed: string;
                    /** @description SHA-256 of the entry list text, hex */
                    list_digest: string;
                    /** @description The entry list fixed at close, ascending id */
                    entries: {
                        id: number;
                        /** @description Masked */
                        name: string;
                    }[];
                    /** @description The entry ids in the published order; the first `quantity` won */
                    order: number[];
                    drawn_at: components["schemas"]["Time"];
                } | null;
            };
        };
        DropExportAnswer: components["schemas"]["Envelope"] & {
            data: {
                filename: string;
                csv: components["schemas"]["CsvFile"];
                rows: number;
            };
        };
        ContentListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    /** @enum {string} */
                    kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                    key: string;
                    title_zh: string;
                    title_en: string;
                    /** @enum {string} */
                    state: "draft" | "scheduled" | "published";
                    /** @description News only: when it appears on the site */
                    publish_at: components["schemas"]["Time"] | null;
                    /** @description Saved changes not yet published */
                    has_draft: boolean;
                    /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                    missing_english: string[];
                    sort: number;
                    updated_at: components["schemas"]["Time"] | null;
                }[];
            };
        };
        ContentInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                key: string;
                title_zh: string;
                title_en: string;
                /** @enum {string} */
                state: "draft" | "scheduled" | "published";
                /** @description News only: when it appears on the site */
                publish_at: components["schemas"]["Time"] | null;
                /** @description Saved changes not yet published */
                has_draft: boolean;
                /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                missing_english: string[];
                sort: number;
                updated_at: components["schemas"]["Time"] | null;
                /** @description What visitors see; null for an unsaved singleton */
                live: ({
                    /** @enum {string} */
                    kind: "company";
                    /** @default  */
                    image: string;
                    founded_year: number;
                    name_zh: string;
                    /** @default  */
                    name_en: string;
                    /** @default  */
                    slogan_zh: string;
                    /** @default  */
                    slogan_en: string;
                    /** @default  */
                    intro_zh: string;
                    /** @default  */
                    intro_en: string;
                    /** @default  */
                    city_zh: string;
                    /** @default  */
                    city_en: string;
                    /** @default [] */
                    stats: {
                        /** @default  */
                        label_zh: string;
                        /** @default  */
                        label_en: string;
                        /** @default  */
                        value: string;
                    }[];
                    /** @default [] */
                    milestones: {
                        /** @default  */
                        text_zh: string;
                        /** @default  */
                        text_en: string;
                        year: number;
                    }[];
                } | {
                    /** @enum {string} */
                    kind: "founder";
                    /** @default  */
                    portrait: string;
                    name_zh: string;
                    /** @default  */
                    name_en: string;
                    /** @default  */
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    quote_zh: string;
                    /** @default  */
                    quote_en: string;
                    /** @default  */
                    bio_zh: string;
                    /** @default  */
                    bio_en: string;
                    /** @default [] */
                    facts: {
                        /** @default  */
                        label_zh: string;
                        /** @default  */
                        label_en: string;
                        /** @default  */
                        value_zh: string;
                        /** @default  */
                        value_en: string;
                    }[];
                    /** @default [] */
                    timeline: {
                        /** @default  */
                        text_zh: string;
                        /** @default  */
                        text_en: string;
                        year: number;
                    }[];
                } | {
                    /** @enum {string} */
                    kind: "story";
                    /** @default  */
                    image: string;
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    lead_zh: string;
                    /** @default  */
                    lead_en: string;
                    /** @default  */
                    body_zh: string;
                    /** @default  */
                    body_en: string;
                    /** @default [] */
                    sections: {
                        title_zh: string;
                        /** @default  */
                        title_en: string;
                        /** @default  */
                        subtitle_zh: string;
                        /** @default  */
                        subtitle_en: string;
                        /** @default  */
                        summary_zh: string;
                        /** @default  */
                        summary_en: string;
                        /** @default  */
                        image: string;
                    }[];
                } | {
                    /** @enum {string} */
                    kind: "richText";
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    content_zh: string;
                    /** @default  */
                    content_en: string;
                } | {
                    /** @enum {string} */
                    kind: "gallery";
                    year: number;
                    image: string;
                    width: number;
                    height: number;
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    artist_zh: string;
                    /** @default  */
                    artist_en: string;
                    /** @default  */
                    medium_zh: string;
                    /** @default  */
                    medium_en: string;
                    /** @default  */
                    description_zh: string;
                    /** @default  */
                    description_en: string;
                } | {
                    /** @enum {string} */
                    kind: "team";
                    /** @default  */
                    photo: string;
                    joined_year: number;
                    name_zh: string;
                    /** @default  */
                    name_en: string;
                    /** @default  */
                    role_zh: string;
                    /** @default  */
                    role_en: string;
                    /** @default  */
                    bio_zh: string;
                    /** @default  */
                    bio_en: string;
                } | {
                    /** @enum {string} */
                    kind: "process";
                    /** @default  */
                    image: string;
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    summary_zh: string;
                    /** @default  */
                    summary_en: string;
                    /** @default  */
                    duration_zh: string;
                    /** @default  */
                    duration_en: string;
                    /** @default  */
                    content_zh: string;
                    /** @default  */
                    content_en: string;
                    /** @default [] */
                    steps: {
                        title_zh: string;
                        /** @default  */
                        title_en: string;
                        /** @default  */
                        text_zh: string;
                        /** @default  */
                        text_en: string;
                    }[];
                } | {
                    /** @enum {string} */
                    kind: "technology";
                    /** @default  */
                    image: string;
                    /** @default [] */
                    tags_zh: string[];
                    /** @default [] */
                    tags_en: string[];
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    summary_zh: string;
                    /** @default  */
                    summary_en: string;
                    /** @default  */
                    content_zh: string;
                    /** @default  */
                    content_en: string;
                } | {
                    /** @enum {string} */
                    kind: "mr";
                    /** @default  */
                    image: string;
                    duration_minutes: number;
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    summary_zh: string;
                    /** @default  */
                    summary_en: string;
                    /** @default  */
                    location_zh: string;
                    /** @default  */
                    location_en: string;
                    /** @default  */
                    open_hours_zh: string;
                    /** @default  */
                    open_hours_en: string;
                } | {
                    /** @enum {string} */
                    kind: "news";
                    /** @default  */
                    image: string;
                    /**
                     * Format: date-time
                     * @description When the article appears on the site; a future time schedules it
                     */
                    publish_at: string;
                    /** @default  */
                    category_zh: string;
                    /** @default  */
                    category_en: string;
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    summary_zh: string;
                    /** @default  */
                    summary_en: string;
                    /** @default  */
                    content_zh: string;
                    /** @default  */
                    content_en: string;
                } | {
                    /** @enum {string} */
                    kind: "link";
                    /** @description The heading the link is listed under on the connection page */
                    group: string;
                    url: string;
                    name_zh: string;
                    /** @default  */
                    name_en: string;
                }) | null;
                draft: ({
                    /** @enum {string} */
                    kind: "company";
                    /** @default  */
                    image: string;
                    founded_year: number;
                    name_zh: string;
                    /** @default  */
                    name_en: string;
                    /** @default  */
                    slogan_zh: string;
                    /** @default  */
                    slogan_en: string;
                    /** @default  */
                    intro_zh: string;
                    /** @default  */
                    intro_en: string;
                    /** @default  */
                    city_zh: string;
                    /** @default  */
                    city_en: string;
                    /** @default [] */
                    stats: {
                        /** @default  */
                        label_zh: string;
                        /** @default  */
                        label_en: string;
                        /** @default  */
                        value: string;
                    }[];
                    /** @default [] */
                    milestones: {
                        /** @default  */
                        text_zh: string;
                        /** @default  */
                        text_en: string;
                        year: number;
                    }[];
                } | {
                    /** @enum {string} */
                    kind: "founder";
                    /** @default  */
                    portrait: string;
                    name_zh: string;
                    /** @default  */
                    name_en: string;
                    /** @default  */
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    quote_zh: string;
                    /** @default  */
                    quote_en: string;
                    /** @default  */
                    bio_zh: string;
                    /** @default  */
                    bio_en: string;
                    /** @default [] */
                    facts: {
                        /** @default  */
                        label_zh: string;
                        /** @default  */
                        label_en: string;
                        /** @default  */
                        value_zh: string;
                        /** @default  */
                        value_en: string;
                    }[];
                    /** @default [] */
                    timeline: {
                        /** @default  */
                        text_zh: string;
                        /** @default  */
                        text_en: string;
                        year: number;
                    }[];
                } | {
                    /** @enum {string} */
                    kind: "story";
                    /** @default  */
                    image: string;
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    lead_zh: string;
                    /** @default  */
                    lead_en: string;
                    /** @default  */
                    body_zh: string;
                    /** @default  */
                    body_en: string;
                    /** @default [] */
                    sections: {
                        title_zh: string;
                        /** @default  */
                        title_en: string;
                        /** @default  */
                        subtitle_zh: string;
                        /** @default  */
                        subtitle_en: string;
                        /** @default  */
                        summary_zh: string;
                        /** @default  */
                        summary_en: string;
                        /** @default  */
                        image: string;
                    }[];
                } | {
                    /** @enum {string} */
                    kind: "richText";
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    content_zh: string;
                    /** @default  */
                    content_en: string;
                } | {
                    /** @enum {string} */
                    kind: "gallery";
                    year: number;
                    image: string;
                    width: number;
                    height: number;
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    artist_zh: string;
                    /** @default  */
                    artist_en: string;
                    /** @default  */
                    medium_zh: string;
                    /** @default  */
                    medium_en: string;
                    /** @default  */
                    description_zh: string;
                    /** @default  */
                    description_en: string;
                } | {
                    /** @enum {string} */
                    kind: "team";
                    /** @default  */
                    photo: string;
                    joined_year: number;
                    name_zh: string;
                    /** @default  */
                    name_en: string;
                    /** @default  */
                    role_zh: string;
                    /** @default  */
                    role_en: string;
                    /** @default  */
                    bio_zh: string;
                    /** @default  */
                    bio_en: string;
                } | {
                    /** @enum {string} */
                    kind: "process";
                    /** @default  */
                    image: string;
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    summary_zh: string;
                    /** @default  */
                    summary_en: string;
                    /** @default  */
                    duration_zh: string;
                    /** @default  */
                    duration_en: string;
                    /** @default  */
                    content_zh: string;
                    /** @default  */
                    content_en: string;
                    /** @default [] */
                    steps: {
                        title_zh: string;
                        /** @default  */
                        title_en: string;
                        /** @default  */
                        text_zh: string;
                        /** @default  */
                        text_en: string;
                    }[];
                } | {
                    /** @enum {string} */
                    kind: "technology";
                    /** @default  */
                    image: string;
                    /** @default [] */
                    tags_zh: string[];
                    /** @default [] */
                    tags_en: string[];
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    summary_zh: string;
                    /** @default  */
                    summary_en: string;
                    /** @default  */
                    content_zh: string;
                    /** @default  */
                    content_en: string;
                } | {
                    /** @enum {string} */
                    kind: "mr";
                    /** @default  */
                    image: string;
                    duration_minutes: number;
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    summary_zh: string;
                    /** @default  */
                    summary_en: string;
                    /** @default  */
                    location_zh: string;
                    /** @default  */
                    location_en: string;
                    /** @default  */
                    open_hours_zh: string;
                    /** @default  */
                    open_hours_en: string;
                } | {
                    /** @enum {string} */
                    kind: "news";
                    /** @default  */
                    image: string;
                    /**
                     * Format: date-time
                     * @description When the article appears on the site; a future time schedules it
                     */
                    publish_at: string;
                    /** @default  */
                    category_zh: string;
                    /** @default  */
                    category_en: string;
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    summary_zh: string;
                    /** @default  */
                    summary_en: string;
                    /** @default  */
                    content_zh: string;
                    /** @default  */
                    content_en: string;
                } | {
                    /** @enum {string} */
                    kind: "link";
                    /** @description The heading the link is listed under on the connection page */
                    group: string;
                    url: string;
                    name_zh: string;
                    /** @default  */
                    name_en: string;
                }) | null;
                /** @description The site page that shows the item, for a preview */
                preview_path: string;
                history: {
                    id: number;
                    /** @description 0 for the shop’s own jobs (`SYSTEM_ACTOR`) */
                    actor_id: number;
                    actor_name: string;
                    actor_role: ("user" | "admin" | "operator" | "editor") | "system";
                    action: string;
                    /** @enum {string} */
                    target_type: "product" | "category" | "banner" | "artisan" | "order" | "customer" | "settings" | "score_config" | "game_config" | "group" | "group_application" | "group_report" | "group_member" | "community_settings" | "serial_batch" | "serial_alert" | "fake_report" | "content_company" | "content_founder" | "content_story" | "content_richText" | "content_gallery" | "content_team" | "content_process" | "content_technology" | "content_mr" | "content_news" | "content_link" | "position" | "application" | "erasure" | "payment_reconciliation" | "payment_mismatch" | "drop";
                    target_id: string;
                    /** @description Null when the record was created */
                    before: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Null when the record was removed */
                    after: {
                        [key: string]: unknown;
                    } | null;
                    ip: string;
                    created_at: components["schemas"]["Time"];
                    /** @description How the console names what this row holds */
                    labels: {
                        /** @description The action in words, in the request’s language */
                        action: string;
                        /** @description Each changed field’s label */
                        fields: {
                            [key: string]: string;
                        };
                        /** @description Coded values in words, by field then by value */
                        values: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                    };
                }[];
            };
        };
        ContentSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                key: string;
                title_zh: string;
                title_en: string;
                /** @enum {string} */
                state: "draft" | "scheduled" | "published";
                /** @description News only: when it appears on the site */
                publish_at: components["schemas"]["Time"] | null;
                /** @description Saved changes not yet published */
                has_draft: boolean;
                /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                missing_english: string[];
                sort: number;
                updated_at: components["schemas"]["Time"] | null;
            };
        };
        ContentPublishAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                key: string;
                title_zh: string;
                title_en: string;
                /** @enum {string} */
                state: "draft" | "scheduled" | "published";
                /** @description News only: when it appears on the site */
                publish_at: components["schemas"]["Time"] | null;
                /** @description Saved changes not yet published */
                has_draft: boolean;
                /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                missing_english: string[];
                sort: number;
                updated_at: components["schemas"]["Time"] | null;
            };
        };
        ContentUnpublishAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                key: string;
                title_zh: string;
                title_en: string;
                /** @enum {string} */
                state: "draft" | "scheduled" | "published";
                /** @description News only: when it appears on the site */
                publish_at: components["schemas"]["Time"] | null;
                /** @description Saved changes not yet published */
                has_draft: boolean;
                /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                missing_english: string[];
                sort: number;
                updated_at: components["schemas"]["Time"] | null;
            };
        };
        ContentDiscardAnswer: components["schemas"]["Envelope"] & {
            data: {
                /** @enum {string} */
                kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                key: string;
                title_zh: string;
                title_en: string;
                /** @enum {string} */
                state: "draft" | "scheduled" | "published";
                /** @description News only: when it appears on the site */
                publish_at: components["schemas"]["Time"] | null;
                /** @description Saved changes not yet published */
                has_draft: boolean;
                /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                missing_english: string[];
                sort: number;
                updated_at: components["schemas"]["Time"] | null;
            };
        };
        ContentDeleteAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        ContentReorderAnswer: components["schemas"]["Envelope"] & {
            data: Record<string, never>;
        };
        PositionListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    /** @enum {string} */
                    kind: "full_time" | "intern" | "programme";
                    /** @enum {string} */
                    status: "draft" | "open" | "closed";
                    title: string;
                    department: string;
                    city: string;
                    headcount: number;
                    question_count: number;
                    application_count: number;
                    /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                    missing_english: string[];
                    published_at: components["schemas"]["Time"];
                    updated_at: components["schemas"]["Time"];
                    /** @description When it last closed: résumés are kept a year from then */
                    closed_at: components["schemas"]["Time"] | null;
                }[];
            };
        };
        PositionInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                kind: "full_time" | "intern" | "programme";
                /** @enum {string} */
                status: "draft" | "open" | "closed";
                title: string;
                department: string;
                city: string;
                headcount: number;
                question_count: number;
                application_count: number;
                /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                missing_english: string[];
                published_at: components["schemas"]["Time"];
                updated_at: components["schemas"]["Time"];
                /** @description When it last closed: résumés are kept a year from then */
                closed_at: components["schemas"]["Time"] | null;
                body: {
                    /** @enum {string} */
                    kind: "full_time" | "intern" | "programme";
                    /** @enum {string} */
                    status: "draft" | "open" | "closed";
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    department_zh: string;
                    /** @default  */
                    department_en: string;
                    /** @default  */
                    city_zh: string;
                    /** @default  */
                    city_en: string;
                    /** @default  */
                    summary_zh: string;
                    /** @default  */
                    summary_en: string;
                    /**
                     * @description HTML, sanitised when saved
                     * @default
                     */
                    description_zh: string;
                    /** @default  */
                    description_en: string;
                    /**
                     * @description HTML, sanitised when saved
                     * @default
                     */
                    requirements_zh: string;
                    /** @default  */
                    requirements_en: string;
                    headcount: number;
                    questions: {
                        id: number;
                        /** @enum {string} */
                        kind: "single" | "multiple" | "text";
                        title_zh: string;
                        /** @default  */
                        title_en: string;
                        required: boolean;
                        options: {
                            id: number;
                            label_zh: string;
                            label_en: string;
                        }[];
                    }[];
                };
            };
        };
        PositionSaveAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                /** @enum {string} */
                kind: "full_time" | "intern" | "programme";
                /** @enum {string} */
                status: "draft" | "open" | "closed";
                title: string;
                department: string;
                city: string;
                headcount: number;
                question_count: number;
                application_count: number;
                /** @description Bilingual fields with Chinese text and no English (the site shows the Chinese) */
                missing_english: string[];
                published_at: components["schemas"]["Time"];
                updated_at: components["schemas"]["Time"];
                /** @description When it last closed: résumés are kept a year from then */
                closed_at: components["schemas"]["Time"] | null;
                body: {
                    /** @enum {string} */
                    kind: "full_time" | "intern" | "programme";
                    /** @enum {string} */
                    status: "draft" | "open" | "closed";
                    title_zh: string;
                    /** @default  */
                    title_en: string;
                    /** @default  */
                    department_zh: string;
                    /** @default  */
                    department_en: string;
                    /** @default  */
                    city_zh: string;
                    /** @default  */
                    city_en: string;
                    /** @default  */
                    summary_zh: string;
                    /** @default  */
                    summary_en: string;
                    /**
                     * @description HTML, sanitised when saved
                     * @default
                     */
                    description_zh: string;
                    /** @default  */
                    description_en: string;
                    /**
                     * @description HTML, sanitised when saved
                     * @default
                     */
                    requirements_zh: string;
                    /** @default  */
                    requirements_en: string;
                    headcount: number;
                    questions: {
                        id: number;
                        /** @enum {string} */
                        kind: "single" | "multiple" | "text";
                        title_zh: string;
                        /** @default  */
                        title_en: string;
                        required: boolean;
                        options: {
                            id: number;
                            label_zh: string;
                            label_en: string;
                        }[];
                    }[];
                };
            };
        };
        ApplicationListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    id: number;
                    position: {
                        id: number;
                        title: string;
                    };
                    name: string;
                    mobile: string;
                    email: string;
                    /** @enum {string} */
                    status: "new" | "reviewing" | "interview" | "declined" | "hired";
                    has_resume: boolean;
                    created_at: components["schemas"]["Time"];
                    updated_at: components["schemas"]["Time"];
                }[];
            };
        };
        ApplicationInfoAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                position: {
                    id: number;
                    title: string;
                };
                name: string;
                mobile: string;
                email: string;
                /** @enum {string} */
                status: "new" | "reviewing" | "interview" | "declined" | "hired";
                has_resume: boolean;
                created_at: components["schemas"]["Time"];
                updated_at: components["schemas"]["Time"];
                answers: {
                    question: string;
                    /** @enum {string} */
                    kind: "single" | "multiple" | "text";
                    /** @description The text, or the chosen options joined */
                    answer: string;
                    /** @description The question has since left the questionnaire */
                    retired: boolean;
                }[];
                resume: {
                    name: string;
                    size: number;
                } | null;
                moves: {
                    /** @enum {string} */
                    from: "new" | "reviewing" | "interview" | "declined" | "hired";
                    /** @enum {string} */
                    to: "new" | "reviewing" | "interview" | "declined" | "hired";
                    note: string;
                    by: string;
                    at: components["schemas"]["Time"];
                }[];
                /** @description Where staff may move it now */
                next: ("new" | "reviewing" | "interview" | "declined" | "hired")[];
            };
        };
        ApplicationMoveAnswer: components["schemas"]["Envelope"] & {
            data: {
                id: number;
                position: {
                    id: number;
                    title: string;
                };
                name: string;
                mobile: string;
                email: string;
                /** @enum {string} */
                status: "new" | "reviewing" | "interview" | "declined" | "hired";
                has_resume: boolean;
                created_at: components["schemas"]["Time"];
                updated_at: components["schemas"]["Time"];
                answers: {
                    question: string;
                    /** @enum {string} */
                    kind: "single" | "multiple" | "text";
                    /** @description The text, or the chosen options joined */
                    answer: string;
                    /** @description The question has since left the questionnaire */
                    retired: boolean;
                }[];
                resume: {
                    name: string;
                    size: number;
                } | null;
                moves: {
                    /** @enum {string} */
                    from: "new" | "reviewing" | "interview" | "declined" | "hired";
                    /** @enum {string} */
                    to: "new" | "reviewing" | "interview" | "declined" | "hired";
                    note: string;
                    by: string;
                    at: components["schemas"]["Time"];
                }[];
                /** @description Where staff may move it now */
                next: ("new" | "reviewing" | "interview" | "declined" | "hired")[];
            };
        };
        ApplicationExportAnswer: components["schemas"]["Envelope"] & {
            data: {
                filename: string;
                csv: components["schemas"]["CsvFile"];
                rows: number;
            };
        };
        CancellationListAnswer: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Page"] & {
                list: {
                    user_id: number;
                    username: string;
                    nickname: string;
                    requested_at: components["schemas"]["Time"];
                    erase_after: components["schemas"]["Time"];
                }[];
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type MoneyInput = components['schemas']['MoneyInput'];
export type Money = components['schemas']['Money'];
export type Time = components['schemas']['Time'];
export type CsvFile = components['schemas']['CsvFile'];
export type Envelope = components['schemas']['Envelope'];
export type Refusal = components['schemas']['Refusal'];
export type Unauthorized = components['schemas']['Unauthorized'];
export type RateLimited = components['schemas']['RateLimited'];
export type ServerError = components['schemas']['ServerError'];
export type Unavailable = components['schemas']['Unavailable'];
export type Page = components['schemas']['Page'];
export type BannerAnswer = components['schemas']['BannerAnswer'];
export type CompanyAnswer = components['schemas']['CompanyAnswer'];
export type GetLinkAnswer = components['schemas']['GetLinkAnswer'];
export type ProductCategoryAnswer = components['schemas']['ProductCategoryAnswer'];
export type ShopConfigAnswer = components['schemas']['ShopConfigAnswer'];
export type BusinessAnswer = components['schemas']['BusinessAnswer'];
export type IdeaAnswer = components['schemas']['IdeaAnswer'];
export type CityAnswer = components['schemas']['CityAnswer'];
export type FounderAnswer = components['schemas']['FounderAnswer'];
export type GalleryAnswer = components['schemas']['GalleryAnswer'];
export type CoreTeamAnswer = components['schemas']['CoreTeamAnswer'];
export type ProcessAnswer = components['schemas']['ProcessAnswer'];
export type ProcessInfoAnswer = components['schemas']['ProcessInfoAnswer'];
export type TechnologyAnswer = components['schemas']['TechnologyAnswer'];
export type TechnologyInfoAnswer = components['schemas']['TechnologyInfoAnswer'];
export type NewsListAnswer = components['schemas']['NewsListAnswer'];
export type NewsInfoAnswer = components['schemas']['NewsInfoAnswer'];
export type RichTextAnswer = components['schemas']['RichTextAnswer'];
export type MrAnswer = components['schemas']['MrAnswer'];
export type JoinUsAnswer = components['schemas']['JoinUsAnswer'];
export type JoinUsInfoAnswer = components['schemas']['JoinUsInfoAnswer'];
export type JoinUsQuestionAnswer = components['schemas']['JoinUsQuestionAnswer'];
export type JoinUserCreateAnswer = components['schemas']['JoinUserCreateAnswer'];
export type ResumeUploadAnswer = components['schemas']['ResumeUploadAnswer'];
export type ProductListAnswer = components['schemas']['ProductListAnswer'];
export type ProductInfoAnswer = components['schemas']['ProductInfoAnswer'];
export type ProductCollectionAnswer = components['schemas']['ProductCollectionAnswer'];
export type ProductCollectionListAnswer = components['schemas']['ProductCollectionListAnswer'];
export type ArtAnswer = components['schemas']['ArtAnswer'];
export type ArtisanAnswer = components['schemas']['ArtisanAnswer'];
export type MyArtisanInfoAnswer = components['schemas']['MyArtisanInfoAnswer'];
export type ArtisanLikeAnswer = components['schemas']['ArtisanLikeAnswer'];
export type ArtisanCollectionAnswer = components['schemas']['ArtisanCollectionAnswer'];
export type MyArtisanAnswer = components['schemas']['MyArtisanAnswer'];
export type SendAnswer = components['schemas']['SendAnswer'];
export type RegisterAnswer = components['schemas']['RegisterAnswer'];
export type LoginAnswer = components['schemas']['LoginAnswer'];
export type MobileLoginAnswer = components['schemas']['MobileLoginAnswer'];
export type ResetPwdAnswer = components['schemas']['ResetPwdAnswer'];
export type LogoutAnswer = components['schemas']['LogoutAnswer'];
export type PasswordUpdateAnswer = components['schemas']['PasswordUpdateAnswer'];
export type MobileVerifyAnswer = components['schemas']['MobileVerifyAnswer'];
export type MobileUpdateAnswer = components['schemas']['MobileUpdateAnswer'];
export type UserInfoAnswer = components['schemas']['UserInfoAnswer'];
export type UserInfoUpdateAnswer = components['schemas']['UserInfoUpdateAnswer'];
export type AvatarUpdateAnswer = components['schemas']['AvatarUpdateAnswer'];
export type UserCenterAnswer = components['schemas']['UserCenterAnswer'];
export type UploadAnswer = components['schemas']['UploadAnswer'];
export type QrLoginCreateAnswer = components['schemas']['QrLoginCreateAnswer'];
export type QrLoginPollAnswer = components['schemas']['QrLoginPollAnswer'];
export type QrLoginScanAnswer = components['schemas']['QrLoginScanAnswer'];
export type QrLoginConfirmAnswer = components['schemas']['QrLoginConfirmAnswer'];
export type BuyCarCreateAnswer = components['schemas']['BuyCarCreateAnswer'];
export type BuyCarListAnswer = components['schemas']['BuyCarListAnswer'];
export type BuyCarUpdateAnswer = components['schemas']['BuyCarUpdateAnswer'];
export type BuyCarDeleteAnswer = components['schemas']['BuyCarDeleteAnswer'];
export type AddressCreateAnswer = components['schemas']['AddressCreateAnswer'];
export type UserAddressListAnswer = components['schemas']['UserAddressListAnswer'];
export type UserAddressInfoAnswer = components['schemas']['UserAddressInfoAnswer'];
export type UserAddressUpdateAnswer = components['schemas']['UserAddressUpdateAnswer'];
export type UserAddressDeleteAnswer = components['schemas']['UserAddressDeleteAnswer'];
export type ConfirmOrderInfoAnswer = components['schemas']['ConfirmOrderInfoAnswer'];
export type ShipFeeAnswer = components['schemas']['ShipFeeAnswer'];
export type OrderCreateAnswer = components['schemas']['OrderCreateAnswer'];
export type OrderPayAnswer = components['schemas']['OrderPayAnswer'];
export type PayRemindAnswer = components['schemas']['PayRemindAnswer'];
export type CashierInfoAnswer = components['schemas']['CashierInfoAnswer'];
export type CashierSubmitAnswer = components['schemas']['CashierSubmitAnswer'];
export type OrderListAnswer = components['schemas']['OrderListAnswer'];
export type OrderInfoAnswer = components['schemas']['OrderInfoAnswer'];
export type OrderCancelAnswer = components['schemas']['OrderCancelAnswer'];
export type ReceiptAnswer = components['schemas']['ReceiptAnswer'];
export type OrderDeleteAnswer = components['schemas']['OrderDeleteAnswer'];
export type OrderAddressUpdateAnswer = components['schemas']['OrderAddressUpdateAnswer'];
export type ExpressInfoAnswer = components['schemas']['ExpressInfoAnswer'];
export type ScoreConfigAnswer = components['schemas']['ScoreConfigAnswer'];
export type GameConfigAnswer = components['schemas']['GameConfigAnswer'];
export type SignAnswer = components['schemas']['SignAnswer'];
export type SignCalendarAnswer = components['schemas']['SignCalendarAnswer'];
export type ScoreGameAnswer = components['schemas']['ScoreGameAnswer'];
export type GameStateAnswer = components['schemas']['GameStateAnswer'];
export type GameSeedRotateAnswer = components['schemas']['GameSeedRotateAnswer'];
export type GameSeedsAnswer = components['schemas']['GameSeedsAnswer'];
export type DropInfoAnswer = components['schemas']['DropInfoAnswer'];
export type DropEnterAnswer = components['schemas']['DropEnterAnswer'];
export type DropMineAnswer = components['schemas']['DropMineAnswer'];
export type DropSeenAnswer = components['schemas']['DropSeenAnswer'];
export type RankListAnswer = components['schemas']['RankListAnswer'];
export type PointsAccountAnswer = components['schemas']['PointsAccountAnswer'];
export type PointsLedgerAnswer = components['schemas']['PointsLedgerAnswer'];
export type GroupAnswer = components['schemas']['GroupAnswer'];
export type GroupInfoAnswer = components['schemas']['GroupInfoAnswer'];
export type GroupMembersAnswer = components['schemas']['GroupMembersAnswer'];
export type GroupImageAnswer = components['schemas']['GroupImageAnswer'];
export type GroupQuestionAnswer = components['schemas']['GroupQuestionAnswer'];
export type GroupContentAnswer = components['schemas']['GroupContentAnswer'];
export type GroupCommentsAnswer = components['schemas']['GroupCommentsAnswer'];
export type GroupJoinCreateAnswer = components['schemas']['GroupJoinCreateAnswer'];
export type GroupConventionAcceptAnswer = components['schemas']['GroupConventionAcceptAnswer'];
export type GroupPostCreateAnswer = components['schemas']['GroupPostCreateAnswer'];
export type GroupPostDeleteAnswer = components['schemas']['GroupPostDeleteAnswer'];
export type GroupPostLikeAnswer = components['schemas']['GroupPostLikeAnswer'];
export type GroupCommentCreateAnswer = components['schemas']['GroupCommentCreateAnswer'];
export type GroupCommentDeleteAnswer = components['schemas']['GroupCommentDeleteAnswer'];
export type GroupReportAnswer = components['schemas']['GroupReportAnswer'];
export type MyGroupsAnswer = components['schemas']['MyGroupsAnswer'];
export type MyGroupApplicationsAnswer = components['schemas']['MyGroupApplicationsAnswer'];
export type MyGroupPostsAnswer = components['schemas']['MyGroupPostsAnswer'];
export type CommunityNoticesAnswer = components['schemas']['CommunityNoticesAnswer'];
export type CommunityNoticeReadAnswer = components['schemas']['CommunityNoticeReadAnswer'];
export type CommunityUnreadAnswer = components['schemas']['CommunityUnreadAnswer'];
export type QrCodeAnswer = components['schemas']['QrCodeAnswer'];
export type MySerialsAnswer = components['schemas']['MySerialsAnswer'];
export type SerialTransferCreateAnswer = components['schemas']['SerialTransferCreateAnswer'];
export type SerialTransferAcceptAnswer = components['schemas']['SerialTransferAcceptAnswer'];
export type SerialReportAnswer = components['schemas']['SerialReportAnswer'];
export type DataExportCreateAnswer = components['schemas']['DataExportCreateAnswer'];
export type AccountCancelInfoAnswer = components['schemas']['AccountCancelInfoAnswer'];
export type AccountCancelAnswer = components['schemas']['AccountCancelAnswer'];
export type AuditListAnswer = components['schemas']['AuditListAnswer'];
export type AuditActionsAnswer = components['schemas']['AuditActionsAnswer'];
export type ProductAdminListAnswer = components['schemas']['ProductAdminListAnswer'];
export type ProductAdminInfoAnswer = components['schemas']['ProductAdminInfoAnswer'];
export type ProductSaveAnswer = components['schemas']['ProductSaveAnswer'];
export type ProductPublishAnswer = components['schemas']['ProductPublishAnswer'];
export type StockAdjustAnswer = components['schemas']['StockAdjustAnswer'];
export type StockMovementsAnswer = components['schemas']['StockMovementsAnswer'];
export type ProductExportAnswer = components['schemas']['ProductExportAnswer'];
export type ProductImportPreviewAnswer = components['schemas']['ProductImportPreviewAnswer'];
export type ProductImportAnswer = components['schemas']['ProductImportAnswer'];
export type CategoryAdminListAnswer = components['schemas']['CategoryAdminListAnswer'];
export type CategorySaveAnswer = components['schemas']['CategorySaveAnswer'];
export type CategoryReorderAnswer = components['schemas']['CategoryReorderAnswer'];
export type BannerAdminListAnswer = components['schemas']['BannerAdminListAnswer'];
export type BannerSaveAnswer = components['schemas']['BannerSaveAnswer'];
export type BannerReorderAnswer = components['schemas']['BannerReorderAnswer'];
export type BannerDeleteAnswer = components['schemas']['BannerDeleteAnswer'];
export type ArtistAdminListAnswer = components['schemas']['ArtistAdminListAnswer'];
export type ArtistSaveAnswer = components['schemas']['ArtistSaveAnswer'];
export type OrderAdminListAnswer = components['schemas']['OrderAdminListAnswer'];
export type OrderAdminInfoAnswer = components['schemas']['OrderAdminInfoAnswer'];
export type OrderShipAnswer = components['schemas']['OrderShipAnswer'];
export type OrderTrackAnswer = components['schemas']['OrderTrackAnswer'];
export type OrderShipBatchAnswer = components['schemas']['OrderShipBatchAnswer'];
export type OrderRefundAnswer = components['schemas']['OrderRefundAnswer'];
export type OrderExportAnswer = components['schemas']['OrderExportAnswer'];
export type PaymentListAnswer = components['schemas']['PaymentListAnswer'];
export type ReconciliationListAnswer = components['schemas']['ReconciliationListAnswer'];
export type ReconciliationInfoAnswer = components['schemas']['ReconciliationInfoAnswer'];
export type ReconciliationRunAnswer = components['schemas']['ReconciliationRunAnswer'];
export type MismatchResolveAnswer = components['schemas']['MismatchResolveAnswer'];
export type CustomerListAnswer = components['schemas']['CustomerListAnswer'];
export type CustomerInfoAnswer = components['schemas']['CustomerInfoAnswer'];
export type CustomerPointsAnswer = components['schemas']['CustomerPointsAnswer'];
export type PointsAdjustAnswer = components['schemas']['PointsAdjustAnswer'];
export type CustomerDisableAnswer = components['schemas']['CustomerDisableAnswer'];
export type CustomerEnableAnswer = components['schemas']['CustomerEnableAnswer'];
export type StaffListAnswer = components['schemas']['StaffListAnswer'];
export type StaffRoleSetAnswer = components['schemas']['StaffRoleSetAnswer'];
export type DashboardStatsAnswer = components['schemas']['DashboardStatsAnswer'];
export type SettingsInfoAnswer = components['schemas']['SettingsInfoAnswer'];
export type SettingsSaveAnswer = components['schemas']['SettingsSaveAnswer'];
export type ScoreConfigInfoAnswer = components['schemas']['ScoreConfigInfoAnswer'];
export type ScoreConfigSaveAnswer = components['schemas']['ScoreConfigSaveAnswer'];
export type GameConfigInfoAnswer = components['schemas']['GameConfigInfoAnswer'];
export type GameConfigSaveAnswer = components['schemas']['GameConfigSaveAnswer'];
export type PointsLiabilityAnswer = components['schemas']['PointsLiabilityAnswer'];
export type CommunityGroupListAnswer = components['schemas']['CommunityGroupListAnswer'];
export type CommunityGroupInfoAnswer = components['schemas']['CommunityGroupInfoAnswer'];
export type CommunityGroupSaveAnswer = components['schemas']['CommunityGroupSaveAnswer'];
export type CommunityApplicationListAnswer = components['schemas']['CommunityApplicationListAnswer'];
export type CommunityApplicationDecideAnswer = components['schemas']['CommunityApplicationDecideAnswer'];
export type CommunityReportListAnswer = components['schemas']['CommunityReportListAnswer'];
export type CommunityReportDecideAnswer = components['schemas']['CommunityReportDecideAnswer'];
export type CommunityMemberListAnswer = components['schemas']['CommunityMemberListAnswer'];
export type CommunityBanListAnswer = components['schemas']['CommunityBanListAnswer'];
export type CommunityBanAnswer = components['schemas']['CommunityBanAnswer'];
export type CommunityUnbanAnswer = components['schemas']['CommunityUnbanAnswer'];
export type CommunitySettingsInfoAnswer = components['schemas']['CommunitySettingsInfoAnswer'];
export type CommunitySettingsSaveAnswer = components['schemas']['CommunitySettingsSaveAnswer'];
export type SerialBatchListAnswer = components['schemas']['SerialBatchListAnswer'];
export type SerialBatchInfoAnswer = components['schemas']['SerialBatchInfoAnswer'];
export type SerialBatchCreateAnswer = components['schemas']['SerialBatchCreateAnswer'];
export type SerialBatchSerialsAnswer = components['schemas']['SerialBatchSerialsAnswer'];
export type SerialBatchLabelsAnswer = components['schemas']['SerialBatchLabelsAnswer'];
export type SerialBatchExportAnswer = components['schemas']['SerialBatchExportAnswer'];
export type SerialBatchRevokeAnswer = components['schemas']['SerialBatchRevokeAnswer'];
export type OrderSerialAttachAnswer = components['schemas']['OrderSerialAttachAnswer'];
export type SerialLookupAnswer = components['schemas']['SerialLookupAnswer'];
export type SerialAlertListAnswer = components['schemas']['SerialAlertListAnswer'];
export type SerialAlertDecideAnswer = components['schemas']['SerialAlertDecideAnswer'];
export type FakeReportListAnswer = components['schemas']['FakeReportListAnswer'];
export type FakeReportDecideAnswer = components['schemas']['FakeReportDecideAnswer'];
export type DropListAnswer = components['schemas']['DropListAnswer'];
export type DropGetAnswer = components['schemas']['DropGetAnswer'];
export type DropSaveAnswer = components['schemas']['DropSaveAnswer'];
export type DropDeleteAnswer = components['schemas']['DropDeleteAnswer'];
export type DropEntriesAnswer = components['schemas']['DropEntriesAnswer'];
export type DropDrawAnswer = components['schemas']['DropDrawAnswer'];
export type DropExportAnswer = components['schemas']['DropExportAnswer'];
export type ContentListAnswer = components['schemas']['ContentListAnswer'];
export type ContentInfoAnswer = components['schemas']['ContentInfoAnswer'];
export type ContentSaveAnswer = components['schemas']['ContentSaveAnswer'];
export type ContentPublishAnswer = components['schemas']['ContentPublishAnswer'];
export type ContentUnpublishAnswer = components['schemas']['ContentUnpublishAnswer'];
export type ContentDiscardAnswer = components['schemas']['ContentDiscardAnswer'];
export type ContentDeleteAnswer = components['schemas']['ContentDeleteAnswer'];
export type ContentReorderAnswer = components['schemas']['ContentReorderAnswer'];
export type PositionListAnswer = components['schemas']['PositionListAnswer'];
export type PositionInfoAnswer = components['schemas']['PositionInfoAnswer'];
export type PositionSaveAnswer = components['schemas']['PositionSaveAnswer'];
export type ApplicationListAnswer = components['schemas']['ApplicationListAnswer'];
export type ApplicationInfoAnswer = components['schemas']['ApplicationInfoAnswer'];
export type ApplicationMoveAnswer = components['schemas']['ApplicationMoveAnswer'];
export type ApplicationExportAnswer = components['schemas']['ApplicationExportAnswer'];
export type CancellationListAnswer = components['schemas']['CancellationListAnswer'];
export type $defs = Record<string, never>;
export interface operations {
    banner: {
        parameters: {
            query?: {
                position?: "about" | "home" | "shop" | "points";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    company: {
        parameters: {
            query?: {
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    getLink: {
        parameters: {
            query?: {
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetLinkAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productCategory: {
        parameters: {
            query?: {
                type?: "art" | "points";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductCategoryAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    shopConfig: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopConfigAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    business: {
        parameters: {
            query?: {
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    idea: {
        parameters: {
            query?: {
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdeaAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    city: {
        parameters: {
            query?: {
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    founder: {
        parameters: {
            query?: {
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FounderAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    gallery: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    coreTeam: {
        parameters: {
            query?: {
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoreTeamAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    process: {
        parameters: {
            query?: {
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    processInfo: {
        parameters: {
            query: {
                id: number | string;
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    technology: {
        parameters: {
            query?: {
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnologyAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    technologyInfo: {
        parameters: {
            query: {
                id: number | string;
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnologyInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    newsList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    newsInfo: {
        parameters: {
            query: {
                id: number | string;
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    richText: {
        parameters: {
            query: {
                key: "agreement" | "privacy" | "convention" | "points_rules" | "about" | "super_individual";
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RichTextAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    mr: {
        parameters: {
            query?: {
                /** @description Show saved drafts as if published (content staff only) */
                preview?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MrAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    joinUs: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                kind?: "full_time" | "intern" | "programme";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinUsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    joinUsInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinUsInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    joinUsQuestion: {
        parameters: {
            query: {
                /** @description The position */
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinUsQuestionAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    joinUserCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    position_id: number | string;
                    name: string;
                    mobile: string;
                    email: string;
                    answers: {
                        question_id: number | string;
                        /** @description Chosen options of a choice question */
                        option_ids?: (number | string)[];
                        /**
                         * @description A text answer
                         * @default
                         */
                        text?: string;
                    }[];
                    /** @description From `resumeUpload`; the applicant’s own */
                    resume_id?: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinUserCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    resumeUpload: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description One file: application/pdf, recognised by its content; at most 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumeUploadAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The form is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                category_id?: number | string;
                type?: "art" | "points";
                /** @description Matches the name in either language */
                keyword?: string;
                sort?: "newest" | "price_asc" | "price_desc" | "popular";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productCollection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: number | string;
                    /** @description The state wanted; without it the favourite toggles */
                    collected?: boolean;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductCollectionAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productCollectionList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductCollectionListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    art: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                artisan_id?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    artisan: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtisanAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    myArtisanInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyArtisanInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    artisanLike: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    artisan_id: number | string;
                    /** @description The state wanted; without it the like toggles */
                    liked?: boolean;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtisanLikeAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    artisanCollection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    artisan_id: number | string;
                    /** @description The state wanted; without it the follow toggles */
                    followed?: boolean;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtisanCollectionAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    myArtisan: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyArtisanAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                    /** @enum {string} */
                    event: "register" | "mobilelogin" | "resetpwd" | "changemobile" | "verify" | "cancelaccount";
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    mobile: string;
                    captcha: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    password: string;
                    remember?: boolean;
                    /**
                     * @default user
                     * @enum {string}
                     */
                    scope?: "user" | "admin";
                    /** @description Restore an account cancelled and still in its cooling-off period */
                    restore?: boolean;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    mobileLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                    captcha: string;
                    remember?: boolean;
                    /** @description Restore an account cancelled and still in its cooling-off period */
                    restore?: boolean;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobileLoginAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    resetPwd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: string;
                    captcha: string;
                    password: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetPwdAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    passwordUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    old_password: string;
                    new_password: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordUpdateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    mobileVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    captcha: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobileVerifyAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    mobileUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticket: string;
                    mobile: string;
                    captcha: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobileUpdateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    userInfo: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    userInfoUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nickname?: string;
                    /** @enum {string} */
                    gender?: "unknown" | "male" | "female";
                    birthday?: string | "" | null;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInfoUpdateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    avatarUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The `url` an upload returned */
                    avatar: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvatarUpdateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    userCenter: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCenterAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    upload: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description One file: image/jpeg, image/png, image/webp, image/gif, recognised by its content; at most 5 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The form is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    qrLoginCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrLoginCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    qrLoginPoll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticket: string;
                    secret: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrLoginPollAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    qrLoginScan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticket: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrLoginScanAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    qrLoginConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticket: string;
                    approve: boolean | ("0" | "1" | "true" | "false");
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrLoginConfirmAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    buyCarCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: number | string;
                    quantity?: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyCarCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    buyCarList: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyCarListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    buyCarUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    quantity: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyCarUpdateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    buyCarDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: (number | string)[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyCarDeleteAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    addressCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    mobile: string;
                    province: string;
                    city: string;
                    district: string;
                    address: string;
                    postal_code: string;
                    is_default?: boolean | ("0" | "1" | "true" | "false");
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    userAddressList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAddressListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    userAddressInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAddressInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    userAddressUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    mobile: string;
                    province: string;
                    city: string;
                    district: string;
                    address: string;
                    postal_code: string;
                    is_default?: boolean | ("0" | "1" | "true" | "false");
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAddressUpdateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    userAddressDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAddressDeleteAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    confirmOrderInfo: {
        parameters: {
            query?: {
                cart_ids?: (number | string)[];
                product_id?: number | string;
                quantity?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmOrderInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    shipFee: {
        parameters: {
            query: {
                type: "art" | "points";
                amount: components["schemas"]["MoneyInput"];
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipFeeAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cart_ids?: (number | string)[];
                    product_id?: number | string;
                    quantity?: number | string;
                    address_id: number | string;
                    /** @description A note to the studio */
                    remark?: string;
                    /**
                     * @default express
                     * @enum {string}
                     */
                    delivery?: "express";
                    /** @description One per submission: a retried request returns the order it already made */
                    idempotency_key: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: number | string;
                    /** @enum {string} */
                    method: "score" | "sandbox" | "wechat" | "alipay";
                    /**
                     * @description A desktop's session is paid by scanning a QR code; a phone's on the provider's page
                     * @default desktop
                     * @enum {string}
                     */
                    device?: "desktop" | "phone";
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPayAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    payRemind: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayRemindAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    cashierInfo: {
        parameters: {
            query: {
                session_id: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    cashierSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    session_id: string;
                    /** @enum {string} */
                    outcome: "paid" | "failed";
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierSubmitAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                status?: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                range?: "1d" | "7d" | "30d" | "3m";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCancelAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    receipt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDeleteAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderAddressUpdate: {
        parameters: {
            query: {
                id: number | string;
                address_id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAddressUpdateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    expressInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpressInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    scoreConfig: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreConfigAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    gameConfig: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameConfigAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    sign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    signCalendar: {
        parameters: {
            query?: {
                /** @description YYYY-MM; this month by default */
                month?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignCalendarAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    scoreGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Kept for later plays; a random one otherwise */
                    client_seed?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreGameAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    gameState: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameStateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    gameSeedRotate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_seed?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameSeedRotateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    gameSeeds: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameSeedsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropInfo: {
        parameters: {
            query: {
                product_id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropEnter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    drop_id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropEnterAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropMine: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropMineAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropSeenAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    rankList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                period?: "week" | "month" | "all";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    pointsAccount: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsAccountAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    pointsLedger: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                from?: string;
                to?: string;
                reason?: "order_pay" | "order_refund" | "order_earn" | "opening" | "staff_adjust" | "sign_in" | "game_cost" | "game_prize" | "expire";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsLedgerAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    group: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                keyword?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupMembers: {
        parameters: {
            query: {
                page?: number | string;
                limit?: number | string;
                group_id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMembersAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupImage: {
        parameters: {
            query: {
                page?: number | string;
                limit?: number | string;
                group_id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupImageAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupQuestion: {
        parameters: {
            query: {
                group_id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupQuestionAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupContent: {
        parameters: {
            query: {
                page?: number | string;
                limit?: number | string;
                group_id: number | string;
                /** @description Continue after this post (the last one shown): the posts older than it, `limit` of them, as fast at any depth; `page` is then ignored */
                before?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupContentAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupComments: {
        parameters: {
            query: {
                page?: number | string;
                limit?: number | string;
                post_id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupCommentsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupJoinCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number | string;
                    /** @enum {boolean} */
                    agree: true;
                    /** @description The version the applicant read; an older one is refused */
                    convention_version?: number | string;
                    answers?: {
                        question_id: number | string;
                        /** @description Chosen options of a choice question */
                        option_ids?: (number | string)[];
                        /**
                         * @description A text answer
                         * @default
                         */
                        text?: string;
                    }[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupJoinCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupConventionAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number | string;
                    version: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupConventionAcceptAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupPostCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number | string;
                    text: string;
                    /** @default [] */
                    images?: string[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupPostCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupPostDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupPostDeleteAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupPostLike: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    liked: boolean | ("0" | "1" | "true" | "false");
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupPostLikeAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupCommentCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    post_id: number | string;
                    text: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupCommentCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupCommentDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupCommentDeleteAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    groupReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    post_id: number | string;
                    comment_id?: number | string;
                    /** @enum {string} */
                    reason: "spam" | "abuse" | "off_topic" | "illegal" | "other";
                    /** @default  */
                    note?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupReportAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    myGroups: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGroupsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    myGroupApplications: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGroupApplicationsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    myGroupPosts: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGroupPostsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityNotices: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityNoticesAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityNoticeRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids?: (number | string)[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityNoticeReadAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityUnread: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityUnreadAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    qrCode: {
        parameters: {
            query: {
                code: string;
                /** @description A random id the browser keeps; one visitor per device when signed out */
                device?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCodeAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    mySerials: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MySerialsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialTransferCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialTransferCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialTransferAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    transfer_code: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialTransferAcceptAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    code?: string;
                    where_bought: string;
                    /** @default  */
                    note?: string;
                    /** @default [] */
                    images?: string[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialReportAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dataExportCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                    /** @description A code sent for `verify` to the account’s phone */
                    captcha?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExportCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    accountCancelInfo: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountCancelInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    accountCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    captcha: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountCancelAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    auditList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                /** @description A staff member’s user name */
                actor?: string;
                target_type?: "product" | "category" | "banner" | "artisan" | "order" | "customer" | "settings" | "score_config" | "game_config" | "group" | "group_application" | "group_report" | "group_member" | "community_settings" | "serial_batch" | "serial_alert" | "fake_report" | "content_company" | "content_founder" | "content_story" | "content_richText" | "content_gallery" | "content_team" | "content_process" | "content_technology" | "content_mr" | "content_news" | "content_link" | "position" | "application" | "erasure" | "payment_reconciliation" | "payment_mismatch" | "drop";
                target_id?: string;
                action?: string;
                /** @description First day, in the shop’s time zone */
                from?: string;
                /** @description Last day, included */
                to?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    auditActions: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditActionsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productAdminList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                /** @description Name in either language, or number */
                keyword?: string;
                type?: "art" | "points";
                category_id?: number | string;
                on_sale?: boolean;
                /** @description Only products with at most 5 in stock */
                low_stock?: boolean;
                sort?: "newest" | "oldest" | "stock_asc" | "stock_desc" | "price_asc" | "price_desc" | "sales_desc";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAdminListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productAdminInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAdminInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "art" | "points";
                    category_id: number | string;
                    artisan_id?: (number | string) | null;
                    name_zh: string;
                    /** @default  */
                    name_en?: string;
                    /** @default  */
                    description_zh?: string;
                    /** @default  */
                    description_en?: string;
                    /** @default [] */
                    specs_zh?: {
                        /** @default  */
                        name?: string;
                        /** @default  */
                        value?: string;
                    }[];
                    /** @default [] */
                    specs_en?: {
                        /** @default  */
                        name?: string;
                        /** @default  */
                        value?: string;
                    }[];
                    /** @default  */
                    brand_zh?: string;
                    /** @default  */
                    brand_en?: string;
                    product_no: string;
                    gross_weight?: number | string;
                    /** @default  */
                    age_of_use_zh?: string;
                    /** @default  */
                    age_of_use_en?: string;
                    /** @default  */
                    material_zh?: string;
                    /** @default  */
                    material_en?: string;
                    /** @default  */
                    size_zh?: string;
                    /** @default  */
                    size_en?: string;
                    price: string;
                    score_price?: number | string;
                    earn_score?: number | string;
                    images: string[];
                    /** @description When it goes on sale, on the shop’s clock; null: at once; absent: as it was */
                    release_at?: string | null;
                    /** @description The most units one customer may buy; null: no limit; absent: as it was */
                    limit_per_customer?: (number | string) | null;
                    id?: number | string;
                    /** @description Opening stock of a new product; later changes go through stockAdjust */
                    stock?: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    on_sale: boolean | ("0" | "1" | "true" | "false");
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPublishAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    stockAdjust: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    delta: number | string;
                    reason: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockAdjustAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    stockMovements: {
        parameters: {
            query: {
                page?: number | string;
                limit?: number | string;
                product_id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockMovementsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productExport: {
        parameters: {
            query?: {
                /** @description Name in either language, or number */
                keyword?: string;
                type?: "art" | "points";
                category_id?: number | string;
                on_sale?: boolean;
                /** @description Only products with at most 5 in stock */
                low_stock?: boolean;
                sort?: "newest" | "oldest" | "stock_asc" | "stock_desc" | "price_asc" | "price_desc" | "sales_desc";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductExportAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productImportPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImportPreviewAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    productImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImportAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    categoryAdminList: {
        parameters: {
            query?: {
                type?: "art" | "points";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryAdminListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    categorySave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number | string;
                    /** @enum {string} */
                    type: "art" | "points";
                    /** @description What the shop’s address names the category by, e.g. "prints" */
                    code: string;
                    name_zh: string;
                    /** @default  */
                    name_en?: string;
                    /** @default  */
                    image?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategorySaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    categoryReorder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "art" | "points";
                    ids: (number | string)[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryReorderAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    bannerAdminList: {
        parameters: {
            query: {
                position: "about" | "home" | "shop" | "points";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerAdminListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    bannerSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number | string;
                    /** @enum {string} */
                    position: "about" | "home" | "shop" | "points";
                    /** @default  */
                    title_zh?: string;
                    /** @default  */
                    title_en?: string;
                    /** @default  */
                    subtitle_zh?: string;
                    /** @default  */
                    subtitle_en?: string;
                    image: string;
                    /** @default  */
                    link?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    bannerReorder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    position: "about" | "home" | "shop" | "points";
                    ids: (number | string)[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerReorderAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    bannerDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerDeleteAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    artistAdminList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                keyword?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtistAdminListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    artistSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_zh: string;
                    /** @default  */
                    name_en?: string;
                    /** @default  */
                    title_zh?: string;
                    /** @default  */
                    title_en?: string;
                    /** @default  */
                    intro_zh?: string;
                    /** @default  */
                    intro_en?: string;
                    /** @default  */
                    bio_zh?: string;
                    /** @default  */
                    bio_en?: string;
                    /** @default  */
                    city_zh?: string;
                    /** @default  */
                    city_en?: string;
                    /** @default  */
                    avatar?: string;
                    /** @default  */
                    cover?: string;
                    sort?: number | string;
                    id?: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtistSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderAdminList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                status?: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                /** @description The mall */
                type?: "art" | "points";
                /** @description First day of creation, in the shop’s time zone */
                from?: string;
                /** @description Last day of creation, included */
                to?: string;
                /** @description The whole order number */
                order_no?: string;
                /** @description The recipient’s or the buyer’s mobile number */
                mobile?: string;
                sort?: "newest" | "oldest" | "amount_desc" | "amount_asc";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAdminListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderAdminInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAdminInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderShip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    carrier: string;
                    tracking_no: string;
                    /**
                     * @description Serials of the units shipped, each of a product in the order
                     * @default []
                     */
                    serials?: string[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderShipAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderTrack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    text: string;
                    /**
                     * Format: date-time
                     * @description When; now if absent
                     */
                    time?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderTrackAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderShipBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The file’s text */
                    csv: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderShipBatchAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderRefund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    reason: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderRefundAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderExport: {
        parameters: {
            query?: {
                status?: "unpaid" | "undelivered" | "unreceived" | "completed" | "canceled";
                /** @description The mall */
                type?: "art" | "points";
                /** @description First day of creation, in the shop’s time zone */
                from?: string;
                /** @description Last day of creation, included */
                to?: string;
                /** @description The whole order number */
                order_no?: string;
                /** @description The recipient’s or the buyer’s mobile number */
                mobile?: string;
                sort?: "newest" | "oldest" | "amount_desc" | "amount_asc";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderExportAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    paymentList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                gateway?: "sandbox" | "wechat" | "alipay";
                status?: "pending" | "paid" | "failed" | "refunded";
                q?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    reconciliationList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                gateway?: "sandbox" | "wechat" | "alipay";
                /** @description Only days with mismatches still open */
                unresolved?: boolean;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    reconciliationInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    reconciliationRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    gateway: "sandbox" | "wechat" | "alipay";
                    day: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationRunAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    mismatchResolve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    note: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MismatchResolveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    customerList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                /** @description Part of a user name or nickname, or the start of a phone number */
                keyword?: string;
                status?: "active" | "disabled";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    customerInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The account named is a staff member’s this role may not act on */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    customerPoints: {
        parameters: {
            query: {
                page?: number | string;
                limit?: number | string;
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPointsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The account named is a staff member’s this role may not act on */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    pointsAdjust: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    delta: number | string;
                    reason: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsAdjustAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The account named is a staff member’s this role may not act on */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    customerDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    reason: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDisableAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The account named is a staff member’s this role may not act on */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    customerEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerEnableAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The account named is a staff member’s this role may not act on */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    staffList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    staffRoleSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    role: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRoleSetAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The account named is a staff member’s this role may not act on */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dashboardStats: {
        parameters: {
            query?: {
                /** @description A quick range ending today; default 7d */
                range?: "7d" | "30d" | "90d";
                /** @description First day, in the shop’s time zone; with `to` */
                from?: string;
                /** @description Last day, included; at most 366 days after `from` */
                to?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStatsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    settingsInfo: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    settingsSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Minutes a new order waits for payment */
                    pay_timeout_minutes: number | string;
                    /** @description Days after shipment until receipt is confirmed for the buyer */
                    auto_receive_days: number | string;
                    /** @description When, Beijing time, yesterday’s payment bills are matched (HH:MM) */
                    bill_check_time: string;
                    /** @description Shipping of an art-mall order below the threshold */
                    ship_base_fee: components["schemas"]["MoneyInput"];
                    /** @description Art-mall goods worth this much or more ship free */
                    ship_free_threshold: components["schemas"]["MoneyInput"];
                    service_phone: string;
                    service_email: string;
                    service_address: {
                        "zh-cn": string;
                        en: string;
                    };
                    business_hours: {
                        "zh-cn": string;
                        en: string;
                    };
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    scoreConfigInfo: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreConfigInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    scoreConfigSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sign_points: number | string;
                    streak: {
                        cycle_days: number | string;
                        bonuses: {
                            day: number | string;
                            points: number | string;
                        }[];
                    };
                    earn_points_per_yuan: (number | string) | null;
                    expiry: {
                        /** @enum {string} */
                        policy: "never" | "days";
                        days: (number | string) | null;
                    };
                    levels: {
                        threshold: number | string;
                        name: {
                            "zh-cn": string;
                            en: string;
                        };
                    }[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreConfigSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    gameConfigInfo: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameConfigInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    gameConfigSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cost: number | string;
                    prizes: {
                        name: {
                            "zh-cn": string;
                            en: string;
                        };
                        points: number | string;
                        weight: number | string;
                    }[];
                    daily_limit: number | string;
                    daily_budget: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameConfigSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    pointsLiability: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsLiabilityAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityGroupList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                keyword?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityGroupListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityGroupInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityGroupInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityGroupSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name_zh: string;
                    /** @default  */
                    name_en?: string;
                    description_zh: string;
                    /** @default  */
                    description_en?: string;
                    cover: string;
                    convention_zh: string;
                    /** @default  */
                    convention_en?: string;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    status?: "open" | "closed";
                    sort?: number | string;
                    /** @description Owners of this product join at once */
                    gate_product_id?: (number | string) | null;
                    /**
                     * @description Owners by a completed order of the gate product, or by a shipped serial of it
                     * @default order
                     * @enum {string}
                     */
                    gate_kind?: "order" | "serial";
                    questions?: {
                        /** @description Kept when an existing question is edited */
                        id?: number | string;
                        /** @enum {string} */
                        kind: "single" | "multiple" | "text";
                        title_zh: string;
                        /** @default  */
                        title_en?: string;
                        required: boolean;
                        /** @description Choice questions only, at least two */
                        options?: {
                            /** @description Kept when an existing option is edited */
                            id?: number | string;
                            label_zh: string;
                            /** @default  */
                            label_en?: string;
                        }[];
                    }[];
                    images?: {
                        id?: number | string;
                        url: string;
                        /** @default  */
                        caption_zh?: string;
                        /** @default  */
                        caption_en?: string;
                    }[];
                    id?: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityGroupSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityApplicationList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                status?: "pending" | "approved" | "refused";
                group_id?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityApplicationListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityApplicationDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: (number | string)[];
                    /** @enum {string} */
                    decision: "approve" | "refuse";
                    /** @enum {string} */
                    reason_key?: "answers_incomplete" | "not_a_fit" | "convention" | "duplicate_account";
                    /** @default  */
                    reason?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityApplicationDecideAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityReportList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                status?: "open" | "hidden" | "deleted" | "dismissed";
                group_id?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityReportListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityReportDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: (number | string)[];
                    /** @enum {string} */
                    decision: "hide" | "delete" | "dismiss";
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityReportDecideAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityMemberList: {
        parameters: {
            query: {
                page?: number | string;
                limit?: number | string;
                group_id: number | string;
                keyword?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityMemberListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityBanList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                group_id?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityBanListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityBan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number | string;
                    user_id: number | string;
                    /** @description The first day they may take part again, in the shop’s time zone */
                    until: string;
                    reason: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityBanAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The account named is a staff member’s this role may not act on */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communityUnban: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number | string;
                    user_id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunityUnbanAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The account named is a staff member’s this role may not act on */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communitySettingsInfo: {
        parameters: {
            query?: {
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunitySettingsInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    communitySettingsSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cooldown_days: number | string;
                    posts_per_hour: number | string;
                    comments_per_hour: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommunitySettingsSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialBatchList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                product_id?: number | string;
                status?: "active" | "revoked";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialBatchListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialBatchInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialBatchInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialBatchCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: number | string;
                    quantity: number | string;
                    /** @default  */
                    note?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialBatchCreateAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialBatchSerials: {
        parameters: {
            query: {
                page?: number | string;
                limit?: number | string;
                batch_id: number | string;
                state?: "unsold" | "owned" | "revoked";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialBatchSerialsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialBatchLabels: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialBatchLabelsAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialBatchExport: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialBatchExportAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialBatchRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    reason: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialBatchRevokeAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    orderSerialAttach: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    serials: string[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSerialAttachAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialLookup: {
        parameters: {
            query: {
                code: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialLookupAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialAlertList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                status?: "open" | "acknowledged";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialAlertListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    serialAlertDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: (number | string)[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerialAlertDecideAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    fakeReportList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                status?: "open" | "confirmed" | "dismissed";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FakeReportListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    fakeReportDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /** @enum {string} */
                    decision: "confirmed" | "dismissed";
                    /** @default  */
                    note?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FakeReportDecideAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                stage?: "upcoming" | "open" | "closed" | "drawn";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropGet: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropGetAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: number | string;
                    quantity: number | string;
                    /** Format: date-time */
                    entries_open_at: string;
                    /**
                     * Format: date-time
                     * @description After opening; the draw runs at this time
                     */
                    entries_close_at: string;
                    purchase_hours: number | string;
                    /** @default false */
                    leftover_to_sale?: boolean;
                    gates?: {
                        /** @enum {string} */
                        kind: "group_member" | "earlier_buyer" | "serial_owner";
                        target_id: number | string;
                    }[];
                    id?: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropDeleteAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropEntries: {
        parameters: {
            query: {
                page?: number | string;
                limit?: number | string;
                drop_id: number | string;
                state?: "entered" | "won" | "moved_up" | "bought" | "lapsed" | "not_drawn" | "void";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropEntriesAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropDraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropDrawAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dropExport: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropExportAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    contentList: {
        parameters: {
            query: {
                page?: number | string;
                limit?: number | string;
                kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                keyword?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    contentInfo: {
        parameters: {
            query: {
                kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                key: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    contentSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key?: string;
                    publish: boolean;
                    body: {
                        /** @enum {string} */
                        kind: "company";
                        /** @default  */
                        image?: string;
                        founded_year: number | string;
                        name_zh: string;
                        /** @default  */
                        name_en?: string;
                        /** @default  */
                        slogan_zh?: string;
                        /** @default  */
                        slogan_en?: string;
                        /** @default  */
                        intro_zh?: string;
                        /** @default  */
                        intro_en?: string;
                        /** @default  */
                        city_zh?: string;
                        /** @default  */
                        city_en?: string;
                        /** @default [] */
                        stats?: {
                            /** @default  */
                            label_zh?: string;
                            /** @default  */
                            label_en?: string;
                            /** @default  */
                            value?: string;
                        }[];
                        milestones?: {
                            /** @default  */
                            text_zh?: string;
                            /** @default  */
                            text_en?: string;
                            year: number | string;
                        }[];
                    } | {
                        /** @enum {string} */
                        kind: "founder";
                        /** @default  */
                        portrait?: string;
                        name_zh: string;
                        /** @default  */
                        name_en?: string;
                        /** @default  */
                        title_zh?: string;
                        /** @default  */
                        title_en?: string;
                        /** @default  */
                        quote_zh?: string;
                        /** @default  */
                        quote_en?: string;
                        /** @default  */
                        bio_zh?: string;
                        /** @default  */
                        bio_en?: string;
                        /** @default [] */
                        facts?: {
                            /** @default  */
                            label_zh?: string;
                            /** @default  */
                            label_en?: string;
                            /** @default  */
                            value_zh?: string;
                            /** @default  */
                            value_en?: string;
                        }[];
                        timeline?: {
                            /** @default  */
                            text_zh?: string;
                            /** @default  */
                            text_en?: string;
                            year: number | string;
                        }[];
                    } | {
                        /** @enum {string} */
                        kind: "story";
                        /** @default  */
                        image?: string;
                        title_zh: string;
                        /** @default  */
                        title_en?: string;
                        /** @default  */
                        lead_zh?: string;
                        /** @default  */
                        lead_en?: string;
                        /** @default  */
                        body_zh?: string;
                        /** @default  */
                        body_en?: string;
                        /** @default [] */
                        sections?: {
                            title_zh: string;
                            /** @default  */
                            title_en?: string;
                            /** @default  */
                            subtitle_zh?: string;
                            /** @default  */
                            subtitle_en?: string;
                            /** @default  */
                            summary_zh?: string;
                            /** @default  */
                            summary_en?: string;
                            /** @default  */
                            image?: string;
                        }[];
                    } | {
                        /** @enum {string} */
                        kind: "richText";
                        title_zh: string;
                        /** @default  */
                        title_en?: string;
                        /** @default  */
                        content_zh?: string;
                        /** @default  */
                        content_en?: string;
                    } | {
                        /** @enum {string} */
                        kind: "gallery";
                        year: number | string;
                        image: string;
                        width: number | string;
                        height: number | string;
                        title_zh: string;
                        /** @default  */
                        title_en?: string;
                        /** @default  */
                        artist_zh?: string;
                        /** @default  */
                        artist_en?: string;
                        /** @default  */
                        medium_zh?: string;
                        /** @default  */
                        medium_en?: string;
                        /** @default  */
                        description_zh?: string;
                        /** @default  */
                        description_en?: string;
                    } | {
                        /** @enum {string} */
                        kind: "team";
                        /** @default  */
                        photo?: string;
                        joined_year: number | string;
                        name_zh: string;
                        /** @default  */
                        name_en?: string;
                        /** @default  */
                        role_zh?: string;
                        /** @default  */
                        role_en?: string;
                        /** @default  */
                        bio_zh?: string;
                        /** @default  */
                        bio_en?: string;
                    } | {
                        /** @enum {string} */
                        kind: "process";
                        /** @default  */
                        image?: string;
                        title_zh: string;
                        /** @default  */
                        title_en?: string;
                        /** @default  */
                        summary_zh?: string;
                        /** @default  */
                        summary_en?: string;
                        /** @default  */
                        duration_zh?: string;
                        /** @default  */
                        duration_en?: string;
                        /** @default  */
                        content_zh?: string;
                        /** @default  */
                        content_en?: string;
                        /** @default [] */
                        steps?: {
                            title_zh: string;
                            /** @default  */
                            title_en?: string;
                            /** @default  */
                            text_zh?: string;
                            /** @default  */
                            text_en?: string;
                        }[];
                    } | {
                        /** @enum {string} */
                        kind: "technology";
                        /** @default  */
                        image?: string;
                        /** @default [] */
                        tags_zh?: string[];
                        /** @default [] */
                        tags_en?: string[];
                        title_zh: string;
                        /** @default  */
                        title_en?: string;
                        /** @default  */
                        summary_zh?: string;
                        /** @default  */
                        summary_en?: string;
                        /** @default  */
                        content_zh?: string;
                        /** @default  */
                        content_en?: string;
                    } | {
                        /** @enum {string} */
                        kind: "mr";
                        /** @default  */
                        image?: string;
                        duration_minutes: number | string;
                        title_zh: string;
                        /** @default  */
                        title_en?: string;
                        /** @default  */
                        summary_zh?: string;
                        /** @default  */
                        summary_en?: string;
                        /** @default  */
                        location_zh?: string;
                        /** @default  */
                        location_en?: string;
                        /** @default  */
                        open_hours_zh?: string;
                        /** @default  */
                        open_hours_en?: string;
                    } | {
                        /** @enum {string} */
                        kind: "news";
                        /** @default  */
                        image?: string;
                        /**
                         * Format: date-time
                         * @description When the article appears on the site; a future time schedules it
                         */
                        publish_at: string;
                        /** @default  */
                        category_zh?: string;
                        /** @default  */
                        category_en?: string;
                        title_zh: string;
                        /** @default  */
                        title_en?: string;
                        /** @default  */
                        summary_zh?: string;
                        /** @default  */
                        summary_en?: string;
                        /** @default  */
                        content_zh?: string;
                        /** @default  */
                        content_en?: string;
                    } | {
                        /** @enum {string} */
                        kind: "link";
                        /** @description The heading the link is listed under on the connection page */
                        group: string;
                        url: string;
                        name_zh: string;
                        /** @default  */
                        name_en?: string;
                    };
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    contentPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                    key: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPublishAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    contentUnpublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                    key: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentUnpublishAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    contentDiscard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                    key: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDiscardAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    contentDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "company" | "founder" | "story" | "richText" | "gallery" | "team" | "process" | "technology" | "mr" | "news" | "link";
                    key: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentDeleteAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    contentReorder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "gallery" | "team" | "process" | "technology" | "mr" | "link";
                    keys: string[];
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentReorderAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    positionList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                status?: "draft" | "open" | "closed";
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    positionInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    positionSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number | string;
                    body: {
                        /** @enum {string} */
                        kind: "full_time" | "intern" | "programme";
                        /** @enum {string} */
                        status: "draft" | "open" | "closed";
                        title_zh: string;
                        /** @default  */
                        title_en?: string;
                        /** @default  */
                        department_zh?: string;
                        /** @default  */
                        department_en?: string;
                        /** @default  */
                        city_zh?: string;
                        /** @default  */
                        city_en?: string;
                        /** @default  */
                        summary_zh?: string;
                        /** @default  */
                        summary_en?: string;
                        /**
                         * @description HTML, sanitised when saved
                         * @default
                         */
                        description_zh?: string;
                        /** @default  */
                        description_en?: string;
                        /**
                         * @description HTML, sanitised when saved
                         * @default
                         */
                        requirements_zh?: string;
                        /** @default  */
                        requirements_en?: string;
                        headcount: number | string;
                        questions: {
                            /** @description Kept when an existing question is edited */
                            id?: number | string;
                            /** @enum {string} */
                            kind: "single" | "multiple" | "text";
                            title_zh: string;
                            /** @default  */
                            title_en?: string;
                            required: boolean;
                            /** @description Choice questions only, at least two */
                            options?: {
                                /** @description Kept when an existing option is edited */
                                id?: number | string;
                                label_zh: string;
                                /** @default  */
                                label_en?: string;
                            }[];
                        }[];
                    };
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionSaveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    applicationList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                position_id?: number | string;
                status?: "new" | "reviewing" | "interview" | "declined" | "hired";
                /** @description Part of a name, mobile or email */
                keyword?: string;
                /** @description First day applied, in the shop’s time zone */
                from?: string;
                /** @description Last day applied, included */
                to?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    applicationInfo: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationInfoAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    applicationMove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    /** @enum {string} */
                    from: "new" | "reviewing" | "interview" | "declined" | "hired";
                    /** @enum {string} */
                    to: "new" | "reviewing" | "interview" | "declined" | "hired";
                    /** @default  */
                    note?: string;
                    /**
                     * @default zh-cn
                     * @enum {string}
                     */
                    lang?: "zh-cn" | "en";
                };
            };
        };
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationMoveAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description The body is not JSON, or not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is larger than the server takes */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The body is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    applicationExport: {
        parameters: {
            query?: {
                position_id?: number | string;
                status?: "new" | "reviewing" | "interview" | "declined" | "hired";
                /** @description Part of a name, mobile or email */
                keyword?: string;
                /** @description First day applied, in the shop’s time zone */
                from?: string;
                /** @description Last day applied, included */
                to?: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationExportAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    cancellationList: {
        parameters: {
            query?: {
                page?: number | string;
                limit?: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, or a refusal (`code` 100) or a missing sign-in (`code` 401): all three with HTTP 200, told apart by `code` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancellationListAnswer"] | components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    applicationResume: {
        parameters: {
            query: {
                id: number | string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The résumé as an attachment, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/json": components["schemas"]["Refusal"] | components["schemas"]["Unauthorized"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
    dataArchive: {
        parameters: {
            query: {
                ticket: string;
                lang?: "zh-cn" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive (`data.json`, `index.html`, `resumes/`) as an attachment, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description Rate-limited: every address has a budget per minute, sign-in actions a tighter one */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimited"];
                };
            };
            /** @description A server fault */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerError"];
                };
            };
            /** @description The database is out of reach for a moment */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unavailable"];
                };
            };
        };
    };
}
