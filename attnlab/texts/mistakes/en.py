"""Texts of the catalogue of classic mistakes (attnlab.grading.mistakes; one text a mistake, said
the same way in every exercise where it can occur) in English."""

STRINGS: dict[str, str] = {
    # --- fills ---
    "mistake.fill_weak": "The hidden keys are masked, but too weakly: a fill such as -10 still leaves them "
        "exp(-10)-sized weights. Fill with -inf (or -1e9) before the softmax.",
    # --- masks ---
    "mistake.mask_multiplied": "You multiply the scores by the 0/1 mask, or fill the hidden ones with 0 or with a "
        "value close to 0 (such as -1e-9, a tiny number, where -1e9 was meant): a hidden score becomes about 0 and exp(0) = 1, so hidden keys still get weight. Fill them with -inf "
        "before the softmax (masked_fill).",
    "mistake.mask_added": "You add the 0/1 mask to the scores: adding 1 barely changes a score, so hidden keys "
        "keep their weight. Fill the hidden scores with -inf instead (masked_fill).",
    "mistake.mask_diagonal": "The diagonal is masked too (torch.triu with diagonal=0), so the first token sees "
        "nothing (NaN) and every token loses itself: a token may attend to itself, use diagonal=1.",
    "mistake.mask_query_axis": "You masked padded queries (rows) instead of padded keys (columns): the mask "
        "is on axis -2 where the keys are axis -1. Put the mask's token axis last ([:, None, None, :] for a (b, n) "
        "padding mask and (b, h, n, n) scores), so that no query attends to a padded key.",
    "mistake.zeroed_after_softmax": "You zero the hidden weights after the softmax without renormalising, so the rows no "
        "longer sum to 1: mask with -inf before the softmax (or divide each row by its new sum).",
    # --- axes ---
    "mistake.sum_last_axis": "The exponentials are shifted along `dim`, but the sum runs over the last axis: sum "
        "over `dim` too (e.sum(dim=dim, keepdim=True)).",
    "mistake.sum_fixed_dim": "The sum runs over a fixed axis (dim=1) instead of the `dim` argument, which fails on "
        "a 1-D input and sums the wrong axis elsewhere: use e.sum(dim=dim, keepdim=True).",
    "mistake.max_dim0": "The maximum is taken over dim 0, not along `dim`: subtract x.amax(dim=dim, "
        "keepdim=True).",
    # --- keepdim ---
    "mistake.keepdim_sum": "The sum lost its axis (keepdim is missing), so dividing by it broadcasts against the "
        "wrong axis or not at all: use e.sum(dim=dim, keepdim=True).",
    "mistake.keepdim_both": "Both the maximum and the sum lost their axis (keepdim is missing in both), so they "
        "broadcast against the wrong axis: use x.amax(dim=dim, keepdim=True) and "
        "e.sum(dim=dim, keepdim=True).",
    # --- scales ---
    'mistake.scaled_twice_plain': 'Your scores are divided by head_dim instead of √head_dim: the factor 1/√head_dim is applied twice (to q or k, and again to the scores), or head_dim itself is the divisor. Scale once: divide q @ kᵀ by √head_dim, and nothing else.',
    "mistake.scaled_twice": "Your scores are divided by head_dim instead of √head_dim. Either you divide by "
        "head_dim, or you scale q (or the scores) by 1/√head_dim and then call "
        "F.scaled_dot_product_attention, which scales by 1/√head_dim itself: scale once.",
    "mistake.survivor_p": "0.1 is the dropout rate p: a survivor is scaled by 1/(1 − p), not by p.",
    # --- dropout ---
    "mistake.dropout_weights": "Your weights look like dropout was applied after the masked softmax: some entries "
        "are 0 and the others are scaled by 1/(1 − p), so the rows do not sum to 1. The masking is "
        "right; remove the dropout here (F.dropout trains by default).",
    "mistake.dropout_scores": "You apply dropout to the scores, before the softmax: dropout belongs on the "
        "attention weights, after the softmax (the book's self.dropout(attn_weights)). Use "
        "mha.dropout there, not a dropout of your own (which is active in training mode).",
    # --- heads ---
    "mistake.no_head_split": "You attend with the whole d_out at once: the heads are never split. View q, k and v "
        "as (b, n, num_heads, head_dim), transpose to (b, num_heads, n, head_dim), and scale by "
        "√head_dim.",
    "mistake.no_exp": "The exponential is missing: softmax divides exp(x − max) by its sum; dividing the "
        "scores (or x − max) by their sum is not a softmax (it can even give negative weights).",
    # --- dtype and stability ---
    "mistake.float16": "You compute in float16 (half): its 3 significant digits lose the answer (and x − max "
        "of large values is rounded). Compute in the input's dtype, float32.",
    "mistake.clamp_not_shift": "Clamping the scores (clamp or clip to a bound) avoids the overflow but changes the result: "
        "scores above the clamp become equal. Subtract the maximum along dim instead; softmax "
        "does not change under a shift.",
    # --- gradients ---
    "mistake.log_softmax_backward": "You used the backward pass of log-softmax, dS = dP − P·Σ_j dP_j, which holds where dP is the gradient with respect to log P. Here dP is the gradient with respect to P itself (P = softmax(S)), so each dP_j is weighted by P_j too: dS = P ⊙ (dP − Σ_j P_j dP_j).",
    "mistake.jacobian_no_diagonal": "Your Jacobian lacks its diagonal term: J = diag(P) − P Pᵀ, so dS = P ⊙ dP − "
        "P (Σ_j dP_j P_j); you kept only the second part.",
}
