# exercise: ex3_2
# mistake: Returned the output tensor of the wrapper on the book's batch instead of the wrapper module itself.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    inputs = torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
                           [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
    batch = torch.stack((inputs, inputs), dim=0)
    torch.manual_seed(123)
    mha = MultiHeadAttentionWrapper(3, 1, batch.shape[1], 0.0, num_heads=2)
    context_vecs = mha(batch)
    print(context_vecs.shape)  # (2, 6, 2)
    return context_vecs
