# exercise: ex_mha_forward
# mistake: The learner folded the batch into one long sequence of b*n tokens, so tokens of later sequences attend to the tokens of earlier sequences; each sequence must be attended separately (keep the batch axis). [cond: b > 1; crashes when b*n exceeds the context length]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    N = b * n; x = x.reshape(1, N, -1)
    sp = lambda t: t.view(1, N, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = sp(mha.W_query(x)), sp(mha.W_key(x)), sp(mha.W_value(x))
    w = (q @ k.transpose(-1, -2) / mha.head_dim ** .5).masked_fill(mha.mask.bool()[:N, :N], -torch.inf).softmax(-1)
    return mha.out_proj((mha.dropout(w) @ v).transpose(1, 2).reshape(1, N, mha.d_out)).view(b, n, -1)
