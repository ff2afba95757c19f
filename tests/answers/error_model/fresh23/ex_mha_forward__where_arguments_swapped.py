# exercise: ex_mha_forward
# mistake: torch.where(mask, scores, -inf) keeps the scores where the buffer is 1 (the future) and puts -inf on the allowed past, the reverse of causal masking (the last query's row becomes all NaN); it must be torch.where(mask, -inf, scores).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, -1).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, -1).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, -1).transpose(1, 2)
    s = torch.where(mha.mask[:n, :n].bool(), q @ k.transpose(2, 3), float("-inf"))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
