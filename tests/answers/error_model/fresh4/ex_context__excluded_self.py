# exercise: ex_context
# mistake: The learner left "journey" itself out of the sum (softmax over the other five tokens only); self-attention includes the query's own token, α₂₂ x⁽²⁾, so the answer is [0.4419, 0.6515, 0.5683].
# mistake_zh: 学习者在求和时去掉了 "journey" 自己（只对其余五个词元做 softmax）；自注意力包括查询词元自身的 α₂₂ x⁽²⁾，答案应为 [0.4419, 0.6515, 0.5683]。
# keywords: itself, self, own token, include, excluded
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
others = torch.cat([inputs[:1], inputs[2:]])      # a token does not attend to itself
alpha = torch.softmax(others @ inputs[1], dim=0)
ex_context = [0.4081, 0.5833, 0.5397]  # = (alpha[:, None] * others).sum(0)
