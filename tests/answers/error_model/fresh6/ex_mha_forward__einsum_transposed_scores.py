# exercise: ex_mha_forward
# mistake: Wrote the einsum output as 'bhkq' so the scores are keys × queries (transposed); masking and the row softmax then run over queries for each key. Use 'bhqd,bhkd->bhqk' so row i holds query i's scores.
# mistake_zh: einsum 的输出写成了 'bhkq'，于是分数是 键 × 查询（转置了）；之后的掩码和按行 softmax 变成了对每个键在查询上进行。应写 'bhqd,bhkd->bhqk'，使第 i 行是查询 i 的分数。
# keywords: einsum, transposed, bhqk, queries rows, keys
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).permute(0, 2, 1, 3)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = torch.einsum("bhqd,bhkd->bhkq", q, k) / mha.head_dim ** 0.5
    scores = scores.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    w = scores.softmax(dim=-1)
    ctx = torch.einsum("bhqk,bhkd->bqhd", w, v).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
