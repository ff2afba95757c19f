# exercise: ex_mha_forward
# mistake: Projects the keys with W_query (copied line), so the scores are Q·Qᵀ; the keys must come from mha.W_key.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def chaifen(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = chaifen(mha.W_query(x))
    keys = chaifen(mha.W_query(x))
    values = chaifen(mha.W_value(x))
    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores = attn_scores.masked_fill(mask_bool, float("-inf"))
    attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.reshape(b, n, mha.d_out)
    return mha.out_proj(context_vec)
