# exercise: ex_context
# mistake: Multiplies the raw scores (not the softmax weights) with the inputs, reusing the score tensor; z(2) = softmax(scores) @ inputs = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn = inputs @ inputs[1]
w = torch.softmax(attn, dim=0)
z = torch.zeros(3)
torch.addmv(z, inputs.T, attn, out=z)
ex_context = [round(v, 4) for v in z.tolist()]
