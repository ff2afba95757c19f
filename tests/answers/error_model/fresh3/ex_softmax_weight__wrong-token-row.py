# exercise: ex_softmax_weight
# mistake: You took the softmax of row 2 with 0-based indexing, which is the query “starts”, not “journey” (row 1).
# mistake_zh: 你用从 0 开始的下标取了第 2 行，那是查询 “starts”，不是 “journey”（第 1 行）。
# keywords: index, journey, query, row

import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = torch.softmax(inputs @ inputs[2], dim=0)
ex_softmax_weight = round(w[2].item(), 4)
