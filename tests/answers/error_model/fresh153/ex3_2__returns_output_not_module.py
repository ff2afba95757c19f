# exercise: ex3_2
# mistake: Builds the right wrapper but returns its output on the book's batch (a tensor of shape (2, 6, 2)) instead of the wrapper module itself.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def ex3_2(MultiHeadAttentionWrapper):
    batch = torch.stack((inputs, inputs), dim=0)
    b, context_length, d_in = batch.shape
    mha = MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2)
    context_vecs = mha(batch)
    assert context_vecs.shape == (2, 6, 2), context_vecs.shape
    return context_vecs
