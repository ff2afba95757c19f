# exercise: ex_context
# mistake: Coming from GPT code where attention is always causal, the learner lets “journey” attend only to “Your” and itself ([0.5058, 0.6050, 0.7447]); this self-attention has no mask, all six inputs are weighted: [0.4419, 0.6515, 0.5683].
# mistake_zh: 习惯了 GPT 代码里注意力总是因果的，学习者只让 “journey” 关注 “Your” 和自己（[0.5058, 0.6050, 0.7447]）；这里的自注意力没有掩码，六个输入都要加权：[0.4419, 0.6515, 0.5683]。
# keywords: mask, causal, all inputs, softmax
ex_context = [0.5058, 0.6050, 0.7447]
