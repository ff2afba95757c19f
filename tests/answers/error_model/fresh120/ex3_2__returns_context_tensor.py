# exercise: ex3_2
# mistake: The learner builds the wrapper and returns its output tensor on the book's batch (shape (2, 6, 2)) instead of the module itself; the function must return the MultiHeadAttentionWrapper.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],
   [0.55, 0.87, 0.66],
   [0.57, 0.85, 0.64],
   [0.22, 0.58, 0.33],
   [0.77, 0.25, 0.10],
   [0.05, 0.80, 0.55]])
batch = torch.stack((inputs, inputs), dim=0)

def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    context_vecs = mha(batch)
    print(context_vecs.shape)
    return context_vecs
