# exercise: ex_mha_forward
# mistake: The learner used the mask buffer transposed (.T, thinking of band_part's lower triangle), so each query is blocked from earlier keys and sees the future; the mask to fill is mask.bool()[:n, :n] as it is.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    k = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    v = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    logits = torch.einsum("bhqd,bhkd->bhqk", q, k) / D ** 0.5
    causal = mha.mask.bool()[:n, :n].T
    logits = logits.masked_fill(causal, float("-inf"))
    attn = mha.dropout(logits.softmax(-1))
    out = torch.einsum("bhqk,bhkd->bqhd", attn, v).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
