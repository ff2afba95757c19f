# exercise: ex_context
# mistake: The learner added the residual connection x⁽²⁾ to the context vector (x + attn(x), as in a GPT-2 block); z⁽²⁾ is only Σⱼ α₂ⱼ x⁽ʲ⁾ = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])
x2 = inputs[1]
a = torch.softmax(inputs @ x2, dim=0)
h = x2 + a @ inputs
ex_context = [round(v, 4) for v in h.tolist()]
