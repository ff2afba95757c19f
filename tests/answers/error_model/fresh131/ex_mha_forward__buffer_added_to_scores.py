# exercise: ex_mha_forward
# mistake: The learner adds the mask buffer to the scores as if it were an additive mask, but the buffer holds 1 (not -inf) above the diagonal, so future keys are not blocked; the future must be filled with -inf (masked_fill with mask.bool()[:n, :n]).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    # attn_scores = attn_scores.masked_fill(mha.mask[:n, :n] == 1, -1e9)
    attn_scores = attn_scores + mha.mask[:n, :n]
    attn_weights = torch.softmax(attn_scores / hd ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
