# exercise: ex_mha_forward
# mistake: Writes the scores as einsum('bhqd,bhkd->bhkq'), i.e. keys × queries (a dot_general output-order slip), so the causal mask then keeps the wrong triangle; the scores must be 'bhqd,bhkd->bhqk'. [cond: n > 1]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    # lax.dot_general contracting d, batch b,h
    s = torch.einsum("bhqd,bhkd->bhkq", q, k) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    p = mha.dropout(torch.softmax(s, dim=-1))
    o = torch.einsum("bhqk,bhkd->bhqd", p, v)
    return mha.out_proj(o.transpose(1, 2).reshape(b, n, h * hd))
