# exercise: ex_context
# mistake: In the loop each weighted row alpha_j * x_j is reduced to its own sum (sum over the features) and collected per token, then the last three kept; the context vector sums the weighted rows over the tokens, one sum per feature.
# mistake_zh: 循环中把每个加权行 alpha_j * x_j 自己求和（对特征求和）并按词元收集，然后保留最后三个；上下文向量应沿词元对加权行求和，每个特征一个和。
# keywords: axis, tokens, features, sum
import torch

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
alpha = torch.softmax(x @ x[1], dim=0)
per_token = []
for j in range(len(x)):
    per_token.append(float((alpha[j] * x[j]).sum()))
ex_context = per_token[-3:]
