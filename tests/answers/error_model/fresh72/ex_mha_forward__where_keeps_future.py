# exercise: ex_mha_forward
# mistake: Uses torch.where(mask == 1, scores, -inf), which keeps the scores where the buffer is 1 (the future) and blanks the past and the diagonal; the arguments must be the other way round (or use masked_fill).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    att = q @ k.transpose(-2, -1)
    neg_inf = torch.tensor(float("-inf"), device=x.device, dtype=att.dtype)
    att = torch.where(mha.mask[:n, :n] == 1, att, neg_inf)
    att = torch.softmax(att / hd ** 0.5, dim=-1)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
