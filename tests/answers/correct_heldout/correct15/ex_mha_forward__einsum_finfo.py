# exercise: ex_mha_forward
# style: einsum for scores and context, unflatten for heads, torch.where with finfo.min on the buffer mask, math.sqrt scale; Chinese comments.
import math

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    # 拆成多个头: (b, n, d_out) -> (b, n, h, hd)
    q = mha.W_query(x).unflatten(-1, (mha.num_heads, mha.head_dim))
    k = mha.W_key(x).unflatten(-1, (mha.num_heads, mha.head_dim))
    v = mha.W_value(x).unflatten(-1, (mha.num_heads, mha.head_dim))
    分数 = torch.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(mha.head_dim)
    未来 = mha.mask[:n, :n].to(torch.bool)  # 对角线以上为 True
    分数 = torch.where(未来, torch.finfo(分数.dtype).min, 分数)
    权重 = mha.dropout(torch.softmax(分数, dim=-1))
    上下文 = torch.einsum("bhqk,bkhd->bqhd", 权重, v).reshape(b, n, mha.d_out)  # 合并多头
    return mha.out_proj(上下文)
