# exercise: ex_mha_forward
# mistake: Read the mask buffer as "1 = allowed" and masked where it is 0, so the diagonal and the past are blocked and the future is kept (the last row becomes NaN); the buffer is 1 at the future, to be filled with -inf.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.reshape(b, n, mha.num_heads, -1).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    att = q @ k.transpose(-2, -1)
    blocked = mha.mask[:n, :n] == 0
    att = att.masked_fill(blocked, float('-inf'))
    att = torch.softmax(att / mha.head_dim ** 0.5, dim=-1)
    att = mha.dropout(att)
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
