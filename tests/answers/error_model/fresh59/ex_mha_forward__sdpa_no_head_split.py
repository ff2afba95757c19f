# exercise: ex_mha_forward
# mistake: The learner passes the unsplit (b, n, d_out) projections to F.scaled_dot_product_attention, which then computes a single head scaled by sqrt(d_out); the projections must be split into num_heads heads first. [cond: num_heads > 1]
import torch.nn.functional as F

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x)
    k = mha.W_key(x)
    v = mha.W_value(x)
    # sdpa takes (..., L, E) so batch works directly
    out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    out = mha.dropout(out)
    return mha.out_proj(out)
