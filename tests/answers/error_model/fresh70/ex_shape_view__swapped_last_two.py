# exercise: ex_shape_view
# mistake: Thinks transpose(1, 2) acts on the last two axes of the (b, num_heads, n, head_dim) layout it remembers from the notes, answering (2, 3, 4, 5); the answer is (2, 3, 5, 4).
import torch

# 笔记: 查询形状 (b, num_heads, num_tokens, head_dim), 然后转置
q = torch.zeros(2, 3, 5, 4)
ex_shape_view = tuple(q.transpose(2, 3).shape)
