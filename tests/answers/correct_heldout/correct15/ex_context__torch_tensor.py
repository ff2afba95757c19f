# exercise: ex_context
# style: computed in torch and left as a 1-D float32 tensor of 3 entries (full precision, not rounded).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
weights = torch.softmax(inputs @ query, dim=-1)
ex_context = weights @ inputs  # tensor([0.4419, 0.6515, 0.5683])

if __name__ == "__main__":
    print(ex_context)
