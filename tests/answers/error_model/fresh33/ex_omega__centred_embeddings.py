# exercise: ex_omega
# mistake: Centred the embeddings (subtracted the mean over the six tokens) before the dot product, giving -0.0768; the score uses the raw embeddings: 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

# remove the common offset so the score measures co-variation, not the shared mean
centred = inputs - inputs.mean(dim=0, keepdim=True)
ex_omega = round((centred[1] * centred[0]).sum().item(), 4)
