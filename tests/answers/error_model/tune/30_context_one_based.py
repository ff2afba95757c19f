# exercise: ex_context
# mistake: query counted from 1
# accept: rewrite.index rewrite.index_pair ex_context.other_query
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = torch.softmax(inputs @ inputs[2], dim=0)
ex_context = (w @ inputs).tolist()
