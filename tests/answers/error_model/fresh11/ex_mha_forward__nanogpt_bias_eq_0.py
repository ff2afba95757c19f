# exercise: ex_mha_forward
# mistake: Out of nanoGPT's habit the learner fills where mask == 0, but nanoGPT's bias is a tril of ones (1 = allowed) while the book's mask holds 1 above the diagonal (1 = future); fill where mha.mask.bool()[:n, :n] is True.
# mistake_zh: 出于 nanoGPT 的习惯，学习者在 mask == 0 处填充，但 nanoGPT 的 bias 是全 1 的下三角（1 = 允许），而书中的掩码在对角线上方为 1（1 = 未来）；应在 mha.mask.bool()[:n, :n] 为 True 处填充。
# keywords: mask, inverted, future, masked_fill
import math
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    B, T, _ = x.shape
    q = mha.W_query(x).view(B, T, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(B, T, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(B, T, mha.num_heads, mha.head_dim).transpose(1, 2)
    att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
    att = att.masked_fill(mha.mask[:T, :T] == 0, float('-inf'))
    att = F.softmax(att, dim=-1)
    att = mha.dropout(att)
    y = att @ v
    y = y.transpose(1, 2).contiguous().view(B, T, mha.d_out)
    return mha.out_proj(y)
