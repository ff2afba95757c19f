# exercise: ex_shape_view
# mistake: The learner answered the per-sequence shape (3, 5, 4), leaving out the batch axis; the full shape is (2, 3, 5, 4).
import torch

queries = torch.zeros(2, 5, 12)
split = queries.view(2, 5, 3, -1).transpose(1, 2)
ex_shape_view = tuple(split.shape[1:])  # shape of the heads
