"""error_model 改写之外命名的错误的文字（attnlab.grading.output_order 等），中文。"""

STRINGS: dict[str, str] = {
    "feedback.outputs_order": "你的函数返回的张量都是对的，但顺序错了：你返回的是 ({got})，题目要求的是 "
        "({want})。请按 ({want}) 的顺序返回。",
    "rewrite.sign_add": "有一个符号写反了：公式要减去 {what}，你却加上了它（写成了 x + {what}，应是 x − {what}）；"
        "其余的计算都是对的。把这里改成减号。",
    "rewrite.sign_sub": "有一个符号写反了：公式要加上 {what}，你却减去了它（写成了 x − {what}，应是 x + {what}）；"
        "其余的计算都是对的。把这里改成加号。",
    "feedback.discarded_result": "你代码的第 {line} 行 `{code}` 丢掉了它的返回值：`{op}` 不会就地修改 {target}，"
        "而是返回一个新张量，所以这一行没有任何作用，后面的代码用的仍是没变的 {target}。请接住结果：{target} = {code}。",
    "feedback.discarded_result_cell": "第 {cell} 个代码单元第 {line} 行 `{code}` 丢掉了它的返回值：`{op}` 不会就地修改 "
        "{target}，而是返回一个新张量，所以这一行没有任何作用，后面的代码用的仍是没变的 {target}。请接住结果：{target} = {code}。",
}
