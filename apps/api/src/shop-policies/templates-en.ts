import type { ShopPolicyKind } from '@shop/admin-api';

/**
 * The English policy templates: a merchant's starting point, to be read and adapted, not legal
 * advice. `{shop}` and `{email}` stand for the shop's name and contact e-mail (see templates.ts).
 */
export const EN_TEMPLATES: Record<ShopPolicyKind, string> = {
  refund: `<h2>Refund policy</h2>
<p>We want you to be happy with what you buy from {shop}. If you are not, you can return most items within 30 days of delivery for a refund.</p>
<h3>Returns</h3>
<ul>
<li>Items must be unused, in their original packaging, with proof of purchase.</li>
<li>Perishable goods, personalised items, gift cards and items on final sale cannot be returned.</li>
<li>To start a return, write to us at {email} with your order number. We will reply with how to send the item back.</li>
</ul>
<h3>Refunds</h3>
<p>Once we have received and checked your return, we tell you whether the refund is approved. An approved refund goes back to the original payment method within 10 business days. Shipping costs are refunded only when the item arrived damaged or was not what you ordered.</p>
<h3>Damaged or wrong items</h3>
<p>Please check your order when it arrives, and contact us within 7 days if an item is faulty, damaged or not what you ordered, so that we can make it right.</p>`,

  privacy: `<h2>Privacy policy</h2>
<p>This policy explains how {shop} ("we") collects, uses and protects personal information when you visit or buy from our store.</p>
<h3>What we collect</h3>
<ul>
<li>What you give us: your name, e-mail address, phone number, billing and shipping addresses.</li>
<li>Your orders: what you bought, when, and how you paid. We never store full card numbers; our payment providers handle payments.</li>
<li>Technical details: your device, browser and IP address, and how you use the store, through cookies.</li>
</ul>
<h3>How we use it</h3>
<ul>
<li>To process and deliver your orders and keep you informed about them.</li>
<li>To answer your questions and support you.</li>
<li>To prevent fraud and keep the store secure.</li>
<li>With your consent, to send you news and offers; you can unsubscribe at any time.</li>
</ul>
<h3>Who we share it with</h3>
<p>Only the services that help us run the store (payment providers, delivery companies and our hosting platform), only as far as they need it, or when the law requires it. We never sell your personal information.</p>
<h3>Your rights</h3>
<p>You may ask for a copy of the information we hold about you, ask us to correct or delete it, or object to how we use it. Write to us at {email}.</p>
<h3>How long we keep it</h3>
<p>We keep order information as long as accounting and tax laws require, and other information only as long as we need it for the purposes above.</p>`,

  terms_of_service: `<h2>Terms of service</h2>
<p>These terms apply to every visit to {shop} and every purchase from it. By using the store or placing an order you agree to them.</p>
<h3>Orders</h3>
<p>An order is an offer to buy. We confirm it by e-mail; the contract is made when we ship the goods. We may refuse or cancel an order, for example when an item is out of stock or a price was shown in error; if you have paid already, we refund you in full.</p>
<h3>Prices and payment</h3>
<p>Prices are in the store's currency and include the taxes stated at checkout. Shipping costs are shown before you pay. Payment is taken when you place the order.</p>
<h3>Products</h3>
<p>We describe and photograph our products as accurately as we can; small differences in colour or finish may occur.</p>
<h3>Liability</h3>
<p>We are responsible for the goods we sell as the law requires. We are not liable for losses that could not be foreseen when the order was made.</p>
<h3>Changes</h3>
<p>We may update these terms; the version shown when you place an order applies to that order.</p>
<h3>Contact</h3>
<p>Questions about these terms: {email}.</p>`,

  shipping: `<h2>Shipping policy</h2>
<p>{shop} ships orders on business days. Orders placed before 14:00 usually leave our warehouse the same day; others leave on the next business day.</p>
<h3>Delivery times and costs</h3>
<p>Delivery times and costs depend on where you are and the shipping method you choose; both are shown at checkout before you pay. Delivery times are estimates and may be longer around holidays.</p>
<h3>Tracking</h3>
<p>When your order ships, you receive an e-mail with a tracking link.</p>
<h3>Local pickup</h3>
<p>Where local pickup is offered, we e-mail you when your order is ready to collect.</p>
<h3>Delivery problems</h3>
<p>If your order has not arrived in the expected time, or arrived damaged, write to us at {email} with your order number.</p>`,

  contact: `<h2>Contact us</h2>
<p>We are happy to help with questions about products, orders, deliveries and returns.</p>
<ul>
<li>E-mail: <a href="mailto:{email}">{email}</a></li>
<li>We answer within one business day.</li>
</ul>
<p>Please give your order number when you write about an order.</p>
<p>{shop}</p>`,
};
