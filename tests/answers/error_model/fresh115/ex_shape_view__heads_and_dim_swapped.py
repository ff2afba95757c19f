# exercise: ex_shape_view
# mistake: Put head_dim before num_heads in the view ((2, 5, 4, 3)) and then transposed, giving (2, 4, 5, 3); the view is (b, n, num_heads, head_dim), so the answer is (2, 3, 5, 4).
import torch

steps = {}
steps["q"] = torch.zeros(2, 5, 12)
b, n, d_out = steps["q"].shape
steps["head_dim"] = d_out // 3
steps["split"] = steps["q"].view(b, n, steps["head_dim"], 3)
steps["heads"] = steps["split"].transpose(1, 2)
ex_shape_view = tuple(steps["heads"].shape)
print(ex_shape_view)
