# exercise: ex3_3
# mistake: Reused the book's example variable context_length = 6 (from batch.shape[1]), so the causal mask buffer is 6×6 and inputs longer than 6 tokens fail; GPT-2 small needs context_length=1024.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
batch = torch.stack((inputs, inputs), dim=0)
batch_size, context_length, d_in = batch.shape


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, context_length, 0.0, num_heads=12)
    n_params = sum(p.numel() for p in mha.parameters())
    assert n_params == 2_360_064, n_params
    return mha.to(device)
