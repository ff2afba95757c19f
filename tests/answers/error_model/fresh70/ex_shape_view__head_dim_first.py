# exercise: ex_shape_view
# mistake: Views as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim) before transposing, answering (2, 4, 5, 3); the answer is (2, 3, 5, 4).
import torch

x = torch.randn(2, 5, 12)
toushu = 3
tou_weidu = 12 // toushu
# 先拆分最后一维, 再交换第 1 和第 2 维
y = x.view(2, 5, tou_weidu, toushu).transpose(1, 2)
ex_shape_view = tuple(y.shape)
