# exercise: ex_mha_forward
# mistake: The output projection is applied with F.linear(context, out_proj.weight) and drops out_proj's bias (the book's out_proj has bias=True); call mha.out_proj(context) so the bias is added.
# mistake_zh: 输出投影用了 F.linear(context, out_proj.weight)，漏掉了 out_proj 的偏置（书中的 out_proj 带 bias=True）；应调用 mha.out_proj(context)，这样才会加上偏置。
# keywords: bias, out_proj, f.linear, missing, output projection
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    Q, K, V = (F.linear(x, lin.weight, lin.bias).view(b, n, H, D).transpose(1, 2)
               for lin in (mha.W_query, mha.W_key, mha.W_value))
    S = Q @ K.transpose(-2, -1) / D ** 0.5
    S = S.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    A = mha.dropout(S.softmax(-1))
    C = (A @ V).transpose(1, 2).reshape(b, n, H * D)
    return F.linear(C, mha.out_proj.weight)
