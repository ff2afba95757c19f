# exercise: ex_shape_view
# mistake: The learner's dims dict swaps num_heads and head_dim in the view (view(b, n, 4, 3)), giving (2, 4, 5, 3); the view is (b, n, num_heads, head_dim) = (2, 5, 3, 4), so the result is (2, 3, 5, 4).
import torch

dims = {"b": 2, "n": 5, "d_out": 12, "num_heads": 3}
dims["head_dim"] = dims["d_out"] // dims["num_heads"]
order = ["b", "n", "head_dim", "num_heads"]

q = torch.zeros(dims["b"], dims["n"], dims["d_out"])
ex_shape_view = tuple(q.view(*[dims[k] for k in order]).transpose(1, 2).shape)
