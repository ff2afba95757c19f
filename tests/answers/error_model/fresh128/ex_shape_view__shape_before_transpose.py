# exercise: ex_shape_view
# mistake: The learner recorded the shape right after .view (cached in a dict before the transpose line), (2, 5, 3, 4); the shape after .transpose(1, 2) is (2, 3, 5, 4).
import torch

shapes = {}
x = torch.randn(2, 5, 12)
v = x.view(2, 5, 3, 4)
shapes["split"] = tuple(v.shape)
t = v.transpose(1, 2)
shapes["t"] = t.shape

ex_shape_view = shapes["split"]
