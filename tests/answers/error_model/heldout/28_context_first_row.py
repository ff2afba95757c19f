# exercise: ex_context
# mistake: context of the first query (0-based confusion)
# accept: rewrite.index rewrite.index_pair ex_context.other_query
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
ex_context = [round(v, 4) for v in (torch.softmax(inputs[0] @ inputs.T, 0) @ inputs).tolist()]
