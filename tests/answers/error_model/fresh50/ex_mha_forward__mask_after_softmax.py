# exercise: ex_mha_forward
# mistake: The learner runs the softmax over all keys and only then sets the future weights to 0, so the remaining weights of each row no longer sum to 1; the future scores must be set to -inf before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    q, k, v = (lin(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
               for lin in (mha.W_query, mha.W_key, mha.W_value))
    attn = torch.softmax(q @ k.transpose(2, 3) / hd ** 0.5, dim=-1)
    attn = attn.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    attn = mha.dropout(attn)
    out = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
