# exercise: ex_mha_forward
# mistake: The learner's einsum writes 'bhqd,bhkd->bhkq', producing the transposed score matrix (keys by queries), so the causal mask and the softmax act on the wrong axis; the output must be 'bhqk'.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).reshape(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).reshape(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).reshape(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = torch.einsum('bhqd,bhkd->bhkq', q, k) / mha.head_dim ** 0.5
    scores = scores.masked_fill(mha.mask[:n, :n].bool(), float('-inf'))
    att = mha.dropout(scores.softmax(dim=-1))
    out = torch.einsum('bhqk,bhkd->bhqd', att, v)
    out = out.transpose(1, 2).reshape(b, n, -1)
    return mha.out_proj(out)
