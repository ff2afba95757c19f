# exercise: ex_mha_forward
# mistake: Merges the heads with permute(0, 2, 3, 1), giving (b, n, hd, h), so the reshape interleaves the heads' features; the merge must be transpose(1, 2) to (b, n, h, hd) before reshaping. [cond: only when num_heads > 1]
import torch


def ex_mha_forward(mha, x: torch.Tensor) -> torch.Tensor:
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    qkv = [lin(x).reshape(b, n, H, D).permute(0, 2, 1, 3) for lin in (mha.W_query, mha.W_key, mha.W_value)]
    q, k, v = qkv
    s = torch.einsum("bhqd,bhkd->bhqk", q, k) / D ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    p = mha.dropout(s.softmax(dim=-1))
    ctx = torch.einsum("bhqk,bhkd->bhqd", p, v)
    merged = ctx.permute(0, 2, 3, 1).reshape(b, n, H * D)
    return mha.out_proj(merged)
