# exercise: ex_shape_view
# mistake: Worked out the shape for a single sequence (queries[0]) and answered (3, 5, 4), dropping the batch axis; the full result is (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
work = {}
work["one"] = queries[0]                      # look at one example
work["split"] = work["one"].view(5, 3, 4)
work["heads"] = work["split"].transpose(0, 1)
ex_shape_view = tuple(work["heads"].shape)
