# exercise: ex_dropout_survivor
# mistake: Divided by (1 − p) twice (1/0.81 = 1.2346), as if nn.Dropout scaled the survivors and then one also rescaled them by hand. Dropout's own scaling 1/(1 − p) is applied once: 1.1111.
# mistake_zh: 除了两次 (1 − p)（1/0.81 = 1.2346），好像 nn.Dropout 缩放之后又手动再缩放了一次。Dropout 自己的 1/(1 − p) 只乘一次：1.1111。
# keywords: twice, 1/(1-p), once, 0.81, rescale
# dropout 已经除以 0.9，再除以 0.9 恢复期望
ex_dropout_survivor = 1.2346
