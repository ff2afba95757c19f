# exercise: ex_mha_forward
# mistake: Slices the mask as mask[:n][:n], which cuts only the rows twice (shape (n, context_length)), so masked_fill cannot broadcast it when the context length exceeds n; the slice is mask[:n, :n]. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    att = q @ k.transpose(-2, -1)
    causal = mha.mask.bool()[:n][:n]
    att = att.masked_fill(causal, float("-inf"))
    att = torch.softmax(att / hd ** 0.5, dim=-1)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
