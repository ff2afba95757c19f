"""The Gradients lesson's strings in English."""

STRINGS: dict[str, str] = {
    "title.gradients": "Gradients",
    # --- gradients ---
    "gradients.limits": "n ≤ 16 tokens, d ≤ 32. Inputs and weights are random from the seed; the loss is "
        "L = Σ O ⊙ G for a random G, so dL/dO = G.",
    "widget.grad_n": "Tokens n",
    "widget.grad_d": "Width d",
    "gradients.step.forward": "Forward pass",
    "gradients.step.d_out": "dO → dW_o, dZ",
    "gradients.step.d_context": "dZ → dP, dV",
    "gradients.step.d_scores": "dP → dS (softmax)",
    "gradients.step.d_qk": "dS → dQ, dK",
    "gradients.step.d_inputs": "→ dX and the weights",
    "gradients.step.multi_head": "Many heads at once",
    "gradients.text.forward": "**Forward.** Keep every intermediate ({names}): the backward pass needs them. Our "
        "context Z differs from `F.scaled_dot_product_attention` by at most {diff}.",
    "gradients.text.d_out": "**Through the output projection.** O = Z W_o is a matrix product, so its gradients "
        "are two more products: dW_o = Zᵀ dO and dZ = dO W_oᵀ. Largest difference from autograd: "
        "{diff}.",
    "gradients.text.d_context": "**Through the weighted sum.** Z = P V: dP = dZ Vᵀ tells how each attention weight "
        "should move, dV = Pᵀ dZ how each value should. Largest difference from autograd: {diff}.",
    "gradients.text.d_scores": "**Through the softmax.** Each row of P depends on the whole row of S, through the "
        "Jacobian diag(p) − p pᵀ (left, for one row). Multiplying it out gives dS = P ⊙ (dP − "
        "rowsum(dP ⊙ P)); masked entries get 0 because their P is 0. Largest difference from "
        "autograd: {diff}.",
    "gradients.text.d_scores_open": "**Through the softmax.** Each row of P depends on the whole row of S, through the "
        "Jacobian diag(p) − p pᵀ (left, for one row). Multiplying it out gives dS = P ⊙ (dP − "
        "rowsum(dP ⊙ P)). The causal mask is off, so no entry is masked and no P is set to 0 by a "
        "mask: every score can get a gradient. Largest difference from autograd: {diff}.",
    "gradients.text.d_scores_one": "**Through the softmax.** Each row of P depends on the whole row of S, through the "
        "Jacobian diag(p) − p pᵀ (left, for one row). With one token that row is a single weight, "
        "1 whatever its score, so the Jacobian is [0] and dS = P ⊙ (dP − rowsum(dP ⊙ P)) = 0: no "
        "gradient reaches the score. Type 2 or more tokens to see one. Largest difference from "
        "autograd: {diff}.",
    "gradients.text.d_qk": "**Through the scores.** S = Q Kᵀ / √d gives dQ = dS K / √d and dK = dSᵀ Q / √d. "
        "Largest difference from autograd: {diff}.",
    "gradients.text.d_inputs": "**Back to the inputs and weights.** Each projection is a product with X: "
        "dW = Xᵀ dQ (and likewise for K and V), and X receives gradient along all three paths: "
        "dX = dQ W_qᵀ + dK W_kᵀ + dV W_vᵀ. Largest difference from autograd over {names}: {diff}.",
    "gradients.text.d_inputs_one": "**Back to the inputs and weights.** Each projection is a product with X: "
        "dW = Xᵀ dQ (and likewise for K and V), and X can receive gradient along three paths: "
        "dX = dQ W_qᵀ + dK W_kᵀ + dV W_vᵀ. With one token the softmax passes no gradient to the "
        "score, so dQ and dK are 0 and only the value path reaches X here. Largest difference from "
        "autograd over {names}: {diff}.",
    "gradients.text.multi_head_one": "**Many heads at once.** With tensors of shape (b, h, n, d_h) nothing changes: every "
        "formula applies to each (batch, head) pair, and batched matmuls do them all together. "
        "Largest difference from autograd for dQ, dK, dV: {diff}. With one token every head's dS "
        "is 0 (a softmax over one score is 1 whatever the score), so the panels are all zero; type "
        "2 or more tokens to see each head get its own gradient.",
    "gradients.text.multi_head": "**Many heads at once.** With tensors of shape (b, h, n, d_h) nothing changes: every "
        "formula applies to each (batch, head) pair, and batched matmuls do them all together. "
        "Largest difference from autograd for dQ, dK, dV: {diff}. The panels show dS of each "
        "head for the first sequence: each head gets its own gradient from its own weights.",
    "panel.softmax_jacobian_row": "Softmax Jacobian, row {row}",
    "panel.scores_grad": "dS",
    "panel.head_scores_grad": "dS, head {i} (sequence 1)",
    "panel.grad_P": "P",
    "panel.grad_O": "O",
    "panel.grad_dW_o": "dW_o",
    "panel.grad_dZ": "dZ",
    "panel.grad_dP": "dP",
    "panel.grad_dV": "dV",
    "panel.grad_dQ": "dQ",
    "panel.grad_dK": "dK",
    "panel.grad_dW_q": "dW_q",
    "panel.grad_dX": "dX",
    # --- predictions (questions.py) ---
    "predict.gradients.shape": "Z = P V with P of shape ({n}, {n}) and V of shape ({n}, {d}). What is the shape of dP?",
    "predict.gradients.shape_why": "A gradient has the shape of its tensor: dP = dZ Vᵀ is ({n}, {d}) @ ({d}, {n}) = ({n}, {n}).",
    "predict.gradients.rowsum_exact": "In exact arithmetic, will every row of dS, the gradient through the softmax, sum "
        "to 0?",
    "predict.gradients.rowsum_why_zero": "Adding a constant to a row of scores does not change the softmax, so the "
        "gradient has no component along (1, …, 1): every row sums to 0. Computed in float32 here, every row sums to "
        "exactly 0 as well.",
    "predict.gradients.rowsum_why_rounded": "Adding a constant to a row of scores does not change the softmax, so the "
        "gradient has no component along (1, …, 1): every row sums to 0. Computed in float32 here, rounding leaves "
        "the largest |row sum| at {worst}, not 0.",
}
