# exercise: ex_context
# mistake: Read journey's weights as the column attn[:, 1] (how much every token attends to journey) instead of the row attn[1] (how much journey attends to every token), giving [0.5595, 0.7824, 0.6953] instead of [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

attn = torch.softmax(inputs @ inputs.T, dim=-1)      # all 6x6 weights
z2 = inputs.T @ attn[:, 1]                           # z2 = sum_i a_2i x_i
ex_context = [round(v, 4) for v in z2.tolist()]
