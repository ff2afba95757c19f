# exercise: ex_mha_forward
# mistake: Adds mask * (-inf) to the scores, but 0 * -inf is NaN, so every allowed position becomes NaN; the future must be filled with masked_fill (or the mask turned into 0/-inf with where).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    causal = mha.mask[:n, :n].to(device=x.device, dtype=x.dtype)
    scores = q @ k.transpose(-2, -1) + causal * float("-inf")
    attn = torch.softmax(scores / hd ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    out = (attn @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
