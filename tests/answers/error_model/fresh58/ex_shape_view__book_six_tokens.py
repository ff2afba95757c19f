# exercise: ex_shape_view
# mistake: The learner reuses the book's batch of 6 tokens instead of the statement's n = 5, answering (2, 3, 6, 4) instead of (2, 3, 5, 4).
import torch

batch = torch.rand(2, 6, 12)   # queries, like in the chapter
heads = batch.view(2, 6, 3, 4).transpose(1, 2)
ex_shape_view = tuple(heads.shape)
