# exercise: ex3_2
# mistake: Moves the wrapper to CUDA whenever a GPU is present, although the book's batch stays where it is (the CPU), so the forward pass fails on a machine with a GPU; the wrapper should be returned as constructed. [cond: only on a machine with a GPU]
import torch

device = "cuda" if torch.cuda.is_available() else "cpu"


def ex3_2(MultiHeadAttentionWrapper):
    m = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    return m.to(device)
