# exercise: ex_mha_forward
# mistake: Leftover line from an earlier cell: the scores are divided by sqrt(head_dim) once before masking and again before the softmax, i.e. by head_dim in total; they must be scaled once by sqrt(head_dim).
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = q @ k.transpose(2, 3) / k.shape[-1] ** 0.5
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / k.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    ctx = (attn_weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
