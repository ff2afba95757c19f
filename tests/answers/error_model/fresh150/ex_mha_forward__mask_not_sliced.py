# exercise: ex_mha_forward
# mistake: The learner used the whole mask buffer (context_length × context_length) without slicing it to [:n, :n]; it only fits when the number of tokens equals the context length. [cond: when context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_value(x))
    att = queries @ keys.transpose(-2, -1)
    att = att.masked_fill(mha.mask.bool(), float('-inf'))
    att = torch.softmax(att / mha.head_dim ** 0.5, dim=-1)
    out = (att @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
