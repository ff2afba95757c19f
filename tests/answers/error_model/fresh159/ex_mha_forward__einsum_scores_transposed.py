# exercise: ex_mha_forward
# mistake: The einsum for the scores writes the output as 'bhkq' (keys, then queries), so the scores are transposed before the mask and the softmax; it must be 'bhqd,bhkd->bhqk'.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd)
    k = mha.W_key(x).view(b, n, h, hd)
    v = mha.W_value(x).view(b, n, h, hd)
    q, k, v = (torch.einsum('bnhd->bhnd', t) for t in (q, k, v))
    s = torch.einsum('bhqd,bhkd->bhkq', q, k) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    a = mha.dropout(torch.softmax(s, dim=-1))
    z = torch.einsum('bhqk,bhkd->bqhd', a, v).reshape(b, n, mha.d_out)
    return mha.out_proj(z)
